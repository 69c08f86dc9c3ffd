import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { type DisclosurePageData, defaultSettings } from "../../contract/disclosure-items.ts";
import type { Lang } from "../../contract/languages.ts";
import { blankProfile, toSchoolView } from "../../contract/school-profile-rules.ts";
import { PushControl } from "../components/layout/push-control.tsx";
import { SchoolProvider } from "../components/layout/school-context.tsx";
import { PhotosView } from "../features/content-page/blocks/photos.tsx";
import Disclosure, { meta as disclosureMeta } from "../routes/mandatory-public-disclosure.tsx";
import { I18nProvider, i18nOf } from "./i18n-context.tsx";
import { translator } from "./translate.ts";

/** Issue 29: a built-in page's own name (banner, breadcrumb, <title>) in the reader's language. */
const school = toSchoolView({ ...blankProfile("TVMS"), languages: ["en", "mr", "hi"] });

const data = (board: DisclosurePageData["settings"]["board"] = "CBSE"): DisclosurePageData => ({
  today: "2026-11-26",
  settings: { ...defaultSettings, board },
  profile: { name: "TVMS", affiliationNo: "", schoolCode: "", address: "", email: "", phones: "" },
  values: {},
});

function disclosurePage(lang: Lang, board?: DisclosurePageData["settings"]["board"]) {
  const loaderData = data(board);
  const props = { loaderData } as unknown as Parameters<typeof Disclosure>[0];
  const html = renderToString(
    <MemoryRouter>
      <SchoolProvider value={school}>
        <I18nProvider value={i18nOf(lang, translator)}>
          <Disclosure {...props} />
        </I18nProvider>
      </SchoolProvider>
    </MemoryRouter>,
  );
  const args = {
    matches: [{ id: "root", data: { school, lang, origin: "https://s.example" } }],
    location: { pathname: "/mandatory-public-disclosure", search: "" },
    loaderData,
  } as unknown as Parameters<typeof disclosureMeta>[0];
  const title = (disclosureMeta(args) as { title?: string }[]).find((t) => t.title)?.title;
  const banner = html.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1];
  const current = html.match(/<li aria-current="page"[^>]*>(.*?)<\/li>/)?.[1];
  return { banner, current, title };
}

describe("issue 29: the disclosure page's own name", () => {
  it("reads in Marathi and Hindi on /mr/ and /hi/: banner, breadcrumb and <title>", () => {
    expect(disclosurePage("mr")).toEqual({
      banner: "अनिवार्य सार्वजनिक माहिती",
      current: "अनिवार्य सार्वजनिक माहिती",
      title: "अनिवार्य सार्वजनिक माहिती | TVMS",
    });
    expect(disclosurePage("hi").current).toBe("अनिवार्य सार्वजनिक प्रकटीकरण");
  });

  it("keeps the English names on the English page, and a State-board school's page is a public disclosure", () => {
    expect(disclosurePage("en")).toEqual({
      banner: "Mandatory Public Disclosure",
      current: "Mandatory Public Disclosure",
      title: "Mandatory Public Disclosure | TVMS",
    });
    expect(disclosurePage("en", "State")).toEqual({
      banner: "Public disclosure",
      current: "Public disclosure",
      title: "Public disclosure | TVMS",
    });
    expect(disclosurePage("mr", "State").banner).toBe("सार्वजनिक माहिती");
    expect(disclosurePage("hi", "State").title).toBe("सार्वजनिक प्रकटीकरण | TVMS");
  });
});

/** Issue 26 and 29: a photo staff have not described yet still says what it is part of, in the reader's language. */
describe("issue 29: an undescribed photo's name", () => {
  const photos = ["Reading corner", "", ""].map((alt, i) => ({
    tab: "Library",
    file: `ab/p${i}.jpg`,
    alt,
    width: 800,
    height: 600,
  }));
  const page = (lang: Lang, layout: "grid" | "carousel", tab = "Library") =>
    renderToString(
      <I18nProvider value={i18nOf(lang, translator)}>
        <PhotosView
          block={{ type: "photos", page: "infra", tab, layout, alt: "" }}
          data={{ photos: { infra: { [tab]: photos.map((p) => ({ ...p, tab })) } } } as never}
          first={false}
          renderBlocks={() => null}
        />
      </I18nProvider>,
    );
  const alts = (html: string) => [...html.matchAll(/<img[^>]* alt="([^"]*)"/g)].map((m) => m[1]);

  it("names it by its tab and place in English as before, in Marathi and Hindi on those pages", () => {
    expect(alts(page("en", "grid"))).toEqual(["Reading corner", "Library, photo 2", "Library, photo 3"]);
    expect(alts(page("mr", "grid"))).toEqual(["Reading corner", "Library, फोटो 2", "Library, फोटो 3"]);
    expect(alts(page("hi", "carousel"))).toEqual(["Reading corner", "Library, फ़ोटो 2", "Library, फ़ोटो 3"]);
    expect(alts(page("en", "carousel", ""))).toEqual(["Reading corner", "Photo, photo 2", "Photo, photo 3"]);
    expect(alts(page("mr", "carousel", ""))).toEqual(["Reading corner", "फोटो 2", "फोटो 3"]);
  });
});

/** Issue 29: the iPhone hint names iOS's menu entries in the reader's language, iOS's English names marked as English. */
describe("issue 29: the iPhone hint of school alerts", () => {
  const hint = (lang: Lang) =>
    renderToString(
      <I18nProvider value={i18nOf(lang, translator)}>
        <PushControl />
      </I18nProvider>,
    ).match(/<p data-push-ios="" hidden="">(.*?)<\/p>/)?.[1];
  /** The hint's words outside the parts marked English. */
  const ownWords = (html = "") => html.replace(/<span lang="en">[^<]*<\/span>/g, "");

  it("keeps the English hint as it was", () => {
    expect(hint("en")).toBe(
      "On an iPhone, first add this site to your Home Screen (Share, then Add to Home Screen), open it from there and tap the button.",
    );
  });

  it.each(["mr", "hi"] as const)("writes %s, with Share and Add to Home Screen only as iOS's English names", (lang) => {
    const html = hint(lang);
    expect(html).toContain('<span lang="en">Share</span>');
    expect(html).toContain('<span lang="en">Add to Home Screen</span>');
    expect(ownWords(html)).not.toMatch(/Share|Home Screen/);
  });
});
