import { PREFIXED_LANGUAGES } from "../../contract/languages.ts";
import { menuFor } from "../../contract/site-map.ts";
import {
  TEXT_MAX,
  TEXT_SET_ROW,
  type TextPart,
  type TextSet,
  type TextTranslation,
} from "../../contract/text-translations.ts";
import type { ContentChanges } from "../content/school-repository.ts";
import type { Db } from "../db/client.ts";
import type { Services } from "../services.ts";
import { TranslationRepository } from "./translation-repository.ts";

/** The menu names that ship translated with the site (the built-in menu's). */
export const builtInMenuNames = (shortName: string) =>
  new Set(menuFor(shortName).flatMap((g) => [g.label, ...g.links.map((l) => l.label)]));

/** A set's translations as the import file holds them: `{ "mr": { "name": "…" }, "hi": { … } }`. */
export type TextTranslations = Partial<Record<"mr" | "hi", TextTranslation>>;

/**
 * An import file's `translations` of a set of texts (the school's details,
 * the disclosure), checked: a language under its prefix (mr, hi), each text a
 * text. Problems name where they are (`school.translations.mr.name: …`);
 * undefined when the file gives none (the stored ones stay).
 */
export function checkTextTranslations(value: unknown, where: string, problems: string[]): TextTranslations | undefined {
  if (value === undefined) return undefined;
  const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);
  if (!isObject(value)) {
    problems.push(`${where}: must be an object of languages (mr, hi)`);
    return undefined;
  }
  const out: TextTranslations = {};
  for (const [lang, texts] of Object.entries(value)) {
    if (!(PREFIXED_LANGUAGES as readonly string[]).includes(lang)) {
      problems.push(`${where}.${lang}: must be mr or hi`);
      continue;
    }
    if (!isObject(texts)) {
      problems.push(`${where}.${lang}: must be an object of texts`);
      continue;
    }
    const kept: TextTranslation = {};
    for (const [key, text] of Object.entries(texts)) {
      if (typeof text !== "string" || text.length > TEXT_MAX || key.length > 500)
        problems.push(`${where}.${lang}.${key}: must be a text of at most ${TEXT_MAX} characters`);
      else if (text.trim()) kept[key] = text.trim();
    }
    out[lang as "mr" | "hi"] = kept;
  }
  return out;
}

/**
 * Writes an import's translations of a set in place of the stored ones,
 * inside the import's transaction; each is made from `english` (the set's
 * English as imported), so a later change of it marks the text out of date.
 */
export async function writeTextTranslations(
  trx: Db,
  changes: ContentChanges,
  school: string,
  set: TextSet,
  translations: TextTranslations,
  parts: TextPart[],
): Promise<void> {
  const english = Object.fromEntries(parts.map((p) => [p.key, p.english]));
  const repo = new TranslationRepository(trx, changes);
  await repo.clear(school, trx, set);
  for (const [lang, fields] of Object.entries(translations) as ["mr" | "hi", TextTranslation][]) {
    if (Object.keys(fields).length === 0) continue;
    await repo.put(school, { kind: set, itemId: TEXT_SET_ROW, lang, fields, source: english }, null, trx);
  }
}

/** A set's stored translations as the export writes them (undefined when there are none). */
export async function exportTextTranslations(
  services: Services,
  school: string,
  set: TextSet,
): Promise<TextTranslations | undefined> {
  const out: TextTranslations = {};
  for (const t of await services.translations.all<TextTranslation>(school)) {
    if (t.kind === set && t.itemId === TEXT_SET_ROW && t.lang !== "en") out[t.lang] = t.fields;
  }
  return Object.keys(out).length ? out : undefined;
}
