// @vitest-environment happy-dom
import { screen } from "@testing-library/dom";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { MessageRecord } from "../../../contract/content.ts";
import type { BlockInput } from "../../../contract/page-blocks.ts";
import { storedBlocks } from "../../../contract/pages.ts";
import type { PhotoView } from "../../../contract/site-data.ts";
import { pages } from "../../../server/demo/pages/index.ts";
import { type BlockData, ContentBlocks } from "./content-blocks.tsx";

const photo = (tab: string, n: number): PhotoView => ({
  tab,
  file: `${tab}/${n}.jpg`,
  alt: `${tab} photo ${n}`,
  width: 960,
  height: 640,
});
const photosOf = (tab: string, count: number) => Array.from({ length: count }, (_, i) => photo(tab, i + 1));

/** The server's markup: public pages are not hydrated. */
function draw(blocks: BlockInput[], data: Partial<BlockData> = {}) {
  document.body.innerHTML = renderToString(
    <MemoryRouter initialEntries={["/page"]}>
      <ContentBlocks blocks={storedBlocks(blocks)} photos={{}} messages={[]} imageSizes={{}} {...data} />
    </MemoryRouter>,
  );
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("ContentBlocks", () => {
  it("keeps the line breaks of song verses", () => {
    draw([{ type: "paragraph", text: "Line one,\nline two." }]);
    const p = screen.getByText(/Line one/);
    expect(p.className).toBe("text-lines");
    expect(p.textContent).toBe("Line one,\nline two.");
  });

  it("draws a single photo with the page's description and no lightbox", () => {
    draw([{ type: "photos", page: "pages", tab: "mission", alt: "Students at assembly", layout: "single" }], {
      photos: { pages: { mission: [photo("mission", 1)] } },
    });
    const img = screen.getByRole("img", { name: "Students at assembly" });
    expect(img.closest("figure")?.className).toBe("photo-single");
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("draws photo tabs with one panel per tab and the photos of each", () => {
    draw(pages["/kindergarten"].blocks, {
      photos: {
        kindergarten: {
          "School Premises": photosOf("School Premises", 12),
          "Class Overview": photosOf("Class Overview", 20),
        },
      },
    });
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual([
      "School Premises",
      "Class Overview",
      "Students Entry - First Day Snapshots",
      "Recreational Rooms",
    ]);
    const panel = screen.getByRole("tabpanel");
    expect(panel.querySelector("h2")?.textContent).toBe("School Premises");
    expect(panel.querySelectorAll(".photo-grid a")).toHaveLength(12);
    expect(screen.getAllByRole("tab")[1].getAttribute("href")).toBe("?tab=class-overview#tabs-kindergarten");
  });

  it("draws the leadership cards with photo, name, title and VIEW MORE", () => {
    const photos = Object.fromEntries(
      ["director-desk", "president", "principal-desk-primary", "principal-desk-high", "headmistress-desk"].map((t) => [
        t,
        [photo(t, 1)],
      ]),
    );
    draw(pages["/tvmhs"].blocks, { photos: { pages: photos } });
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(5);
    for (const card of cards) {
      expect(card.querySelector("img")?.getAttribute("alt")).toMatch(/^Photo of /);
      expect(card.querySelector("h2")?.textContent).not.toBe("");
      expect(card.querySelector("a")?.textContent).toMatch(/^VIEW MORE/);
    }
    expect(cards.map((c) => c.querySelector(".person__role")?.textContent)).toEqual([
      "Director",
      "President",
      "Principal (Primary School)",
      "Principal (High School)",
      "Headmistress (Kindergarten)",
    ]);
  });

  it("shows messages of the block's category only, as text", () => {
    const message = (category: string, name: string, text: string): MessageRecord =>
      ({ _id: name, category, name, message: text, attachments: [] }) as unknown as MessageRecord;
    draw([{ type: "messages", category: "President" }], {
      messages: [message("President", "Mr. P", "First line\n<b>not bold</b>"), message("Director", "Ms. D", "Hidden")],
    });
    expect(screen.getByText("Mr. P")).toBeTruthy();
    expect(screen.queryByText("Ms. D")).toBeNull();
    expect(screen.getByText("<b>not bold</b>")).toBeTruthy();
    expect(document.querySelector(".messages b")).toBeNull();
  });

  it("draws figures with the value shown and the label as its term", () => {
    draw(pages["/SSC-Examination"].blocks);
    const region = screen.getByRole("region", { name: "SSC 2024-25 at a glance" });
    const items = [...region.querySelectorAll(".stats__item")].map(
      (i) => `${i.querySelector("dd")?.textContent} ${i.querySelector("dt")?.textContent}`,
    );
    expect(items).toEqual([
      "100% pass result",
      "58 students with 90% or above",
      "151 students with distinction",
      "26 students with 60% or above",
      "97.80% top score",
    ]);
  });
});
