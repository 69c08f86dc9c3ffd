// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { storedBlocks } from "../../../contract/pages.ts";
import { toSchoolView } from "../../../contract/school-profile-rules.ts";
import { demoSchool } from "../../../server/demo/demo-school.ts";
import { SchoolProvider } from "../../components/layout/school-context.tsx";
import { MissionVision, Sections } from "./home-cards.tsx";
import { LinkLists, Sidebar } from "./home-links.tsx";
import { About, HeroSlider, Highlights } from "./home-sections.tsx";
import { homeTextsFrom } from "./home-texts.ts";
import { toEvents, toHighlights, toNews } from "./home-views.ts";
import { EventsBox, NewsMarquee, Registrations } from "./news-events.tsx";

afterEach(cleanup);

// The school's links come from its profile: the demo school's here.
const inRouter = (ui: ReactNode) =>
  render(
    <SchoolProvider value={toSchoolView(demoSchool)}>
      <MemoryRouter>{ui}</MemoryRouter>
    </SchoolProvider>,
  );
const hrefs = (links: HTMLElement[]) => links.map((a) => a.getAttribute("href"));

describe("home sections with empty or partial data", () => {
  it("shows the highlights placeholder and no previous/next", () => {
    inRouter(<Highlights items={toHighlights([])} />);
    const region = screen.getByRole("region", { name: "Highlights" });
    expect(within(region).getByRole("heading", { name: "Stay tuned" })).toBeTruthy();
    expect(region.textContent).toContain("Stay tuned for latest updates");
    expect(region.textContent).toContain("N/A");
    expect(within(region).queryByRole("button", { name: /Previous/ })).toBeNull();
    expect(within(region).queryByRole("link")).toBeNull();
  });

  it("names the highlight attachment link", () => {
    inRouter(
      <Highlights
        items={toHighlights([
          { title: "A", description: "x", fromDate: "2025-01-01", attachments: ["f/a.pdf"] },
          { title: "B", description: "y", fromDate: "2025-01-02", attachments: [] },
        ])}
      />,
    );
    const link = screen.getByRole("link", { name: /Attachment: A/ });
    expect(link.getAttribute("href")).toBe("/api/image/f/a.pdf");
    expect(screen.getByRole("button", { name: "Next highlight" })).toBeTruthy();
  });

  it("shows the two news placeholders, with no date", () => {
    inRouter(<NewsMarquee items={toNews([])} />);
    const list = screen.getAllByRole("list")[0];
    const entries = within(list).getAllByRole("listitem");
    expect(entries).toHaveLength(2);
    for (const e of entries) {
      expect(e.textContent).toContain("News Title");
      expect(e.textContent).toContain("Stay tuned for latest updates");
      expect(e.querySelector("time")).toBeNull();
    }
  });

  it("shows real news dates and keeps the loop copy out of the tab order", () => {
    const { container } = inRouter(
      <NewsMarquee items={toNews([{ title: "T", description: "", fromDate: "2027-04-03", attachments: ["x.pdf"] }])} />,
    );
    expect(screen.getAllByText("3 Apr 2027")[0].getAttribute("datetime")).toBe("2027-04-03");
    const copy = container.querySelector('.marquee__list[aria-hidden="true"]');
    expect(copy?.querySelector("a")?.getAttribute("tabindex")).toBe("-1");
    expect(screen.getAllByRole("link", { name: /Attachment: T/ })).toHaveLength(1);
  });

  it("links each stored news item and event to its own page, and the placeholders nowhere (issue 30)", () => {
    inRouter(<NewsMarquee items={toNews([{ _id: "n1", title: "Rain holiday", fromDate: "2027-04-03" }])} />);
    expect(hrefs(screen.getAllByRole("link", { name: "Rain holiday" }))).toEqual(["/news/n1"]);
    cleanup();
    inRouter(<EventsBox items={toEvents([{ _id: "e 2", title: "Sports day", date: "2099-01-10" }], {})} />);
    expect(screen.getByRole("link", { name: "Sports day" }).getAttribute("href")).toBe("/events/e%202");
    cleanup();
    inRouter(
      <>
        <NewsMarquee items={toNews([])} />
        <EventsBox items={toEvents([], {})} />
      </>,
    );
    expect(screen.queryByRole("link", { name: /News Title/ })).toBeNull();
    expect(screen.queryAllByRole("heading", { level: 3 }).some((h) => h.querySelector("a"))).toBe(false);
  });

  it("shows 2 sample events when there are none, and the fallbacks of missing fields", () => {
    inRouter(<EventsBox items={toEvents([], {})} />);
    expect(screen.getAllByRole("group")).toHaveLength(2);
    expect(screen.getAllByText("Date not available")).toHaveLength(2);
    cleanup();
    inRouter(<EventsBox items={toEvents([{}], {})} />);
    expect(screen.getByRole("heading", { name: "Untitled Event" })).toBeTruthy();
    expect(screen.getByText("Description not available.")).toBeTruthy();
    expect(screen.getByText("Date not available")).toBeTruthy();
  });

  it("links each registration title and its paperclip", () => {
    inRouter(
      <Registrations
        items={[
          { title: "Olympiad", url: "https://example.com/o", attachment: "o.pdf" },
          { title: "Alumni meet", url: "https://example.com/a", attachment: null },
        ]}
      />,
    );
    expect(screen.getByRole("link", { name: /^Olympiad/ }).getAttribute("href")).toBe("https://example.com/o");
    expect(screen.getByRole("link", { name: /Attachment: Olympiad/ }).getAttribute("href")).toBe("/api/image/o.pdf");
    expect(screen.queryByRole("link", { name: /Attachment: Alumni/ })).toBeNull();
  });

  it("renders 10 slides with the two buttons even without photos", () => {
    inRouter(<HeroSlider photos={[]} captions={Array.from({ length: 10 }, (_, i) => `Slide ${i + 1}`)} />);
    expect(screen.getAllByRole("group")).toHaveLength(10);
    expect(hrefs(screen.getAllByRole("link", { name: "Admission" }))).toEqual(Array(10).fill("/admission-enquire"));
    expect(hrefs(screen.getAllByRole("link", { name: "Contact Us" }))).toEqual(Array(10).fill("/contact"));
  });

  it("has the exact quick links and other links", () => {
    inRouter(<LinkLists />);
    expect(hrefs(within(screen.getByRole("navigation", { name: "Quick Links" })).getAllByRole("link"))).toEqual([
      "/mandatory-public-disclosure",
      "/alumni",
      "/tvmhs",
      "/testimonials",
      "/coming-soon",
      "/admission-procedure",
      "/our-infrastructure",
      "/achievements",
    ]);
    expect(hrefs(within(screen.getByRole("navigation", { name: "Other Links" })).getAllByRole("link"))).toEqual([
      "/events",
      "/news",
      "/history",
      "/mission",
      "/vision",
      "/director-desk",
      "/president-philosophy",
      "/principal-desk",
      "/headmistress-desk",
    ]);
  });

  it("has the student's corner, the parent portal and only non-empty social links", () => {
    inRouter(<Sidebar />);
    const aside = screen.getByRole("complementary");
    expect(hrefs(within(aside).getAllByRole("link")).slice(0, 3)).toEqual([
      "/kindergarten",
      "/primary-section",
      "/high-school",
    ]);
    expect(
      within(aside)
        .getByRole("link", { name: /Parent Portal/ })
        .getAttribute("target"),
    ).toBe("_blank");
    expect(within(aside).getAllByRole("link")).toHaveLength(6);
    expect(within(aside).queryByRole("link", { name: /Photos/ })).toBeNull();
  });
});

describe("stored home texts never become script", () => {
  const evil = "<img src=x onerror=alert(1)> **bold** [click](javascript:alert(1))";
  it("renders every home text as text, with bold kept and javascript: links refused", () => {
    const texts = homeTextsFrom(
      storedBlocks([
        { type: "list", items: [evil] },
        { type: "heading", text: evil },
        { type: "paragraph", text: evil },
        { type: "list", title: evil, items: [evil] },
        { type: "heading", text: "Sections" },
        { type: "cards", cards: [{ title: evil, text: evil }] },
        { type: "cards", cards: [{ title: "Mission", text: `${evil} [Read](javascript:alert(2))` }] },
      ]),
      "Hill School",
    );
    const { container } = inRouter(
      <>
        <HeroSlider photos={[]} captions={texts.slides} />
        <About whyPhoto={null} about={texts.about} why={texts.why} />
        <Sections sections={texts.sections} />
        <MissionVision blurbs={texts.missionVision} />
      </>,
    );
    expect(container.querySelector("img, script, [onerror]")).toBeNull();
    for (const a of container.querySelectorAll("a")) expect(a.getAttribute("href")).not.toMatch(/javascript/i);
    expect(container.querySelectorAll("strong").length).toBeGreaterThan(0);
    expect(container.textContent).toContain("<img src=x onerror=alert(1)>");
  });
});
