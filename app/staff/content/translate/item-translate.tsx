import { useState } from "react";
import { Link } from "react-router";
import type { ContentKind } from "../../../../contract/content-rules.ts";
import { type Lang, NATIVE_NAMES } from "../../../../contract/languages.ts";
import { staffApiPath, staffApiPaths } from "../../../../contract/staff-api-paths.ts";
import type { ItemTranslation } from "../../../../contract/translations.ts";
import { translateStaffWords as staffWords } from "../../../i18n/staff-translate-words.ts";
import {
  TextRow,
  TranslateActions,
  TranslateForm,
  translateWords,
  useTranslationSave,
} from "../../kit/translate-kit.tsx";
import { type FieldDef, kindDefs } from "../content-fields.ts";

/** What the server gives the screen (server/translations/item-translation-routes.ts). */
export interface ItemTranslationView {
  kind: ContentKind;
  id: string;
  lang: Exclude<Lang, "en">;
  /** The item's words in English, by part (title, description, …). */
  english: Record<string, string>;
  translation: ItemTranslation | null;
  updatedAt: string | null;
  /** Per part: translated, and its English changed since. */
  changed: Record<string, boolean>;
}

const itemText = {
  intro: staffWords("translate.intro"),
  back: (singular: string) => staffWords("translate.itemBack", { singular }),
  see: staffWords("translate.itemSee"),
};

/**
 * Staff translate one news item, event, circular, notice, highlight or album
 * (issue 29) side by side: each English part on the left, its translation on
 * the right; a part whose English changed since is marked until saved again
 * or marked reviewed.
 */
export function ItemTranslate({ data }: { data: ItemTranslationView }) {
  const def = kindDefs[data.kind];
  const parts = Object.keys(data.english);
  const [words, setWords] = useState<Record<string, string>>(() =>
    Object.fromEntries(parts.map((p) => [p, data.translation?.[p] ?? ""])),
  );
  const { busy, notice, send } = useTranslationSave();
  const base = staffApiPath(staffApiPaths.translations.item, data);
  const reviewed = staffApiPath(staffApiPaths.translations.itemReviewed, data);
  const name = data.english[def.titleField] || def.singular;
  return (
    <>
      <h1>
        {translateWords.heading} “{name}” {translateWords.into} <span lang={data.lang}>{NATIVE_NAMES[data.lang]}</span>
      </h1>
      <p>
        {itemText.intro} {translateWords.fallback}
      </p>
      <p>
        <Link to={`/admin/content/${data.kind}/${encodeURIComponent(data.id)}`}>{itemText.back(def.singular)}</Link>
        {" · "}
        <a href={`/${data.lang}${def.publicPage(data.id)}`}>{itemText.see}</a>
      </p>
      <TranslateForm notice={notice} onSave={() => void send(base, words, translateWords.saved)}>
        <ol className="translate__parts">
          {parts.map((part) => (
            <li key={part} className="translate__row">
              <TextRow
                name={part}
                label={fieldOf(data.kind, part).label}
                long={fieldOf(data.kind, part).type === "textarea"}
                english={data.english[part]}
                lang={data.lang}
                value={words[part]}
                changed={data.changed[part]}
                onChange={(v) => setWords((w) => ({ ...w, [part]: v }))}
              />
            </li>
          ))}
        </ol>
        <TranslateActions
          busy={busy}
          outOfDate={Object.values(data.changed).some(Boolean)}
          onReviewed={() => void send(reviewed, null, translateWords.markedReviewed)}
        />
      </TranslateForm>
    </>
  );
}

/** The item form's own field for a part: its label, and a box as large as the English one. */
const fieldOf = (kind: ContentKind, part: string): FieldDef =>
  kindDefs[kind].fields.find((f) => f.name === part) ?? { name: part, label: part, type: "textarea" };
