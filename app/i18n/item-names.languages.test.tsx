import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type DisclosurePageData, defaultSettings, disclosureItems } from "../../contract/disclosure-items.ts";
import type { Lang } from "../../contract/languages.ts";
import { LightboxGrid } from "../components/ui/lightbox-grid.tsx";
import { DisclosurePage } from "../features/disclosure/disclosure-page.tsx";
import { en, type MessageKey } from "./catalogues/en.ts";
import { I18nProvider, i18nOf } from "./i18n-context.tsx";
import { translator } from "./translate.ts";

/** Issue 29: the photo viewer's buttons and the disclosure's CBSE item names in the reader's language. */
const inLang = (lang: Lang, node: React.ReactNode) =>
  renderToString(<I18nProvider value={i18nOf(lang, translator)}>{node}</I18nProvider>);

const disclosure = (lang: Lang, values: DisclosurePageData["values"] = {}) =>
  inLang(
    lang,
    <DisclosurePage
      data={{
        today: "2026-11-26",
        settings: defaultSettings,
        profile: { name: "TVMS", affiliationNo: "", schoolCode: "", address: "", email: "", phones: "" },
        values,
      }}
    />,
  );

describe("issue 29: item names and viewer buttons from the catalogues", () => {
  it("keeps CBSE's English heading of every disclosure item as the English message", () => {
    for (const item of disclosureItems)
      expect(en[`disclosure.item.${item.key}` as MessageKey], item.key).toBe(item.label);
  });

  it("names the disclosure's items in Marathi and Hindi on those pages, CBSE's English on the English one", () => {
    expect(disclosure("en")).toContain("Fire safety certificate from the competent authority");
    const mr = disclosure("mr");
    expect(mr).toContain("सक्षम प्राधिकाऱ्याचे अग्निसुरक्षा प्रमाणपत्र");
    expect(mr).toContain("शाळेची शुल्क रचना");
    expect(mr).not.toContain("Fire safety certificate");
    expect(disclosure("hi")).toContain("विद्यालय की शुल्क संरचना");
  });

  it("keeps the English name of every item's part and table column as the English message", () => {
    for (const item of disclosureItems) {
      const parts = item.kind === "fields" ? item.fields : item.kind === "table" ? item.columns : [];
      for (const f of parts)
        expect(en[`disclosure.field.${item.key}.${f.name}` as MessageKey], `${item.key}.${f.name}`).toBe(f.label);
    }
  });

  it("names the parts and table columns in Marathi and Hindi on those pages", () => {
    const values = { smc: { rows: [{ name: "Mr. Sample", role: "Member" }] }, teachers: { pgt: "12", tgt: "18" } };
    const en = disclosure("en", values);
    expect(en).toContain('<th scope="col">Designation</th>');
    expect(en).toContain("PGT (post-graduate teachers)");
    const mr = disclosure("mr", values);
    expect(mr).toContain('<th scope="col">पद</th>');
    expect(mr).toContain("PGT (पदव्युत्तर शिक्षक)");
    expect(mr).not.toContain("Designation");
    expect(disclosure("hi", values)).toContain("TGT (प्रशिक्षित स्नातक शिक्षक)");
  });

  it("gives the photo viewer its buttons' names in the page's language", () => {
    const photos = [{ file: "a/p1.jpg", alt: "Hall", width: 800, height: 600 }];
    const mr = inLang("mr", <LightboxGrid photos={photos} label="फोटो" />);
    expect(mr).toContain('data-label-close="बंद करा"');
    expect(mr).toContain('data-label-next="पुढील फोटो"');
    expect(inLang("hi", <LightboxGrid photos={photos} label="फ़ोटो" />)).toContain('data-label-previous="पिछली फ़ोटो"');
    expect(inLang("en", <LightboxGrid photos={photos} label="Photos" />)).toContain(
      'data-label-previous="Previous photo"',
    );
  });
});
