import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { SHIPPED_LANGUAGES } from "../../contract/languages.ts";
import { en } from "./catalogues/en.ts";
import { catalogues, translator } from "./translate.ts";

/** The placeholders of a message, with their kind (plural and select forms included). */
function placeholders(message: string): string[] {
  const out = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
      out.add(`${el.value}:${el.type}`);
      if ("options" in el) for (const option of Object.values(el.options)) walk(option.value);
    }
  };
  walk(parse(message));
  return [...out].sort();
}

describe("issue 29: the shipped catalogues", () => {
  it.each(SHIPPED_LANGUAGES)("%s has every key of English, no other, each a non-empty message", (lang) => {
    const catalogue = catalogues[lang];
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
    for (const [key, message] of Object.entries(catalogue)) expect(message.trim(), key).not.toBe("");
  });

  it.each(SHIPPED_LANGUAGES)("%s fills the same placeholders as English in every message", (lang) => {
    const catalogue = catalogues[lang];
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(placeholders(catalogue[key]), `${lang} ${key}`).toEqual(placeholders(en[key]));
    }
  });

  it("writes Marathi and Hindi in Devanagari, not English left in place", () => {
    // Names of outside products (Google Play, App Store, +91) may stay Latin; every message has Devanagari.
    for (const lang of ["mr", "hi"] as const) {
      for (const [key, message] of Object.entries(catalogues[lang])) {
        expect(/[\u0900-\u097F]/.test(message), `${lang} ${key}: ${message}`).toBe(true);
      }
    }
  });

  it("formats placeholders in the reader's language", () => {
    expect(translator("en")("footer.copyright", { start: 2023, year: 2026, school: "Sunrise" })).toBe(
      "© 2023–2026 Sunrise. All rights reserved.",
    );
    expect(translator("mr")("footer.copyright", { start: 2023, year: 2026, school: "सूर्योदय" })).toBe(
      "© 2023–2026 सूर्योदय. सर्व हक्क राखीव.",
    );
  });
});
