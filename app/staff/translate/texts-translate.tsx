import { useState } from "react";
import { Link } from "react-router";
import { type Lang, NATIVE_NAMES } from "../../../contract/languages.ts";
import { staffApiPath, staffApiPaths } from "../../../contract/staff-api-paths.ts";
import type { TextPart, TextSet } from "../../../contract/text-translations.ts";
import type { StaffTranslateKey as StaffKey } from "../../i18n/catalogues/en-staff-translate.ts";
import { translateStaffWords as staffWords } from "../../i18n/staff-translate-words.ts";
import {
  TextRow,
  TranslateActions,
  TranslateForm,
  type TranslationSave,
  translateWords,
} from "../kit/translate-kit.tsx";

/** What the server gives the screen (server/translations/text-translation-routes.ts). */
export interface TextsTranslationView {
  set: TextSet;
  lang: Exclude<Lang, "en">;
  updatedAt: string | null;
  parts: (TextPart & { translation: string; changed: boolean })[];
}

/** Each set's words: what it is called in the heading, where "back" leads, what shows when it has nothing. */
const sets: Record<TextSet, { title: StaffKey; back: StaffKey; backTo: string; nothing: StaffKey }> = {
  school: {
    title: "translate.schoolTitle",
    back: "translate.schoolBack",
    backTo: "/admin/school-profile",
    nothing: "translate.schoolNothing",
  },
  disclosure: {
    title: "translate.disclosureTitle",
    back: "translate.disclosureBack",
    backTo: "/admin/disclosure",
    nothing: "translate.disclosureNothing",
  },
  menu: {
    title: "translate.menuTitle",
    back: "translate.menuBack",
    backTo: "/admin/menu",
    nothing: "translate.menuNothing",
  },
};

/**
 * Staff translate the school's details, the disclosure's free texts or the
 * menu's own names (issue 29) side by side: each English text on the left,
 * its translation on the right; a text whose English changed since it was
 * translated is marked until saved again or marked reviewed.
 */
export function TextsTranslate({ data, saving }: { data: TextsTranslationView; saving: TranslationSave }) {
  const set = sets[data.set];
  const language = NATIVE_NAMES[data.lang];
  const [words, setWords] = useState<Record<string, string>>(() =>
    Object.fromEntries(data.parts.map((p) => [p.key, p.translation])),
  );
  const { busy, notice, send } = saving;
  const base = staffApiPath(staffApiPaths.translations.texts(data.set), data);
  const reviewed = staffApiPath(staffApiPaths.translations.textsReviewed(data.set), data);
  return (
    <>
      <h1>
        {translateWords.heading} {staffWords(set.title)} {translateWords.into} <span lang={data.lang}>{language}</span>
      </h1>
      <p>
        {staffWords("translate.intro")} {translateWords.fallback}
      </p>
      <p>
        <Link to={set.backTo}>{staffWords(set.back)}</Link>
        {" · "}
        <a href={`/${data.lang}/`}>
          {staffWords("translate.seeSite")} <span lang={data.lang}>{language}</span>
        </a>
      </p>
      {data.parts.length === 0 ? (
        <p>{staffWords(set.nothing)}</p>
      ) : (
        <TranslateForm notice={notice} onSave={() => void send(base, words, translateWords.saved)}>
          <ol className="translate__parts">
            {data.parts.map((part, i) => (
              <li key={part.key} className="translate__row">
                <TextRow
                  name={`text-${i}`}
                  label={part.label}
                  long={part.long}
                  english={part.english}
                  lang={data.lang}
                  value={words[part.key] ?? ""}
                  changed={part.changed}
                  onChange={(v) => setWords((w) => ({ ...w, [part.key]: v }))}
                />
              </li>
            ))}
          </ol>
          <TranslateActions
            busy={busy}
            outOfDate={data.parts.some((p) => p.changed)}
            onReviewed={() => void send(reviewed, null, translateWords.markedReviewed)}
          />
        </TranslateForm>
      )}
    </>
  );
}
