import { useState } from "react";
import { Link } from "react-router";
import { type Lang, NATIVE_NAMES } from "../../../contract/languages.ts";
import type { Block } from "../../../contract/page-blocks.ts";
import { staffApiPath, staffApiPaths } from "../../../contract/staff-api-paths.ts";
import type { PageTranslation } from "../../../contract/translations.ts";
import { ContentBlocks } from "../../features/content-page/content-blocks.tsx";
import { translateStaffWords as staffWords } from "../../i18n/staff-translate-words.ts";
import { TextField } from "../kit/form-kit.tsx";
import {
  ChangedNote,
  TranslateActions,
  TranslateForm,
  type TranslationSave,
  translateWords,
} from "../kit/translate-kit.tsx";
import { BlockFields } from "./block-fields.tsx";
import { tidyBlock } from "./tidy-block.ts";

/** What the server gives the side-by-side screen (server/translations/translation-admin-routes.ts). */
export interface TranslationView {
  slug: string;
  lang: Exclude<Lang, "en">;
  english: { title: string; description: string; blocks: Block[] };
  translation: PageTranslation | null;
  updatedAt: string | null;
  /** Per English part: the English changed since its translation was made. */
  changed: boolean[];
  titleChanged: boolean;
}

/** Words of the page translation screen (plain English for staff); the shared ones are translateWords. */
const translateText = {
  intro: staffWords("translate.pageIntro"),
  part: (n: number) => staffWords("translate.pagePart", { n }),
  notTranslated: staffWords("translate.pageNotTranslated"),
  start: staffWords("translate.pageStart"),
  leave: staffWords("translate.pageLeave"),
  wordless: staffWords("translate.pageWordless"),
  back: staffWords("translate.pageBack"),
};

const WORDLESS = new Set<Block["type"]>(["photos", "messages"]);

/**
 * Staff translate one page (issue 29): each English part as visitors see it
 * on the left, its translation on the right in the same part editors the
 * page editor uses; an out-of-date translation is marked until it is saved
 * again or marked reviewed.
 */
export default function TranslatePage({ data, saving }: { data: TranslationView; saving: TranslationSave }) {
  const [title, setTitle] = useState(data.translation?.title ?? "");
  const [description, setDescription] = useState(data.translation?.description ?? "");
  const [blocks, setBlocks] = useState<(Block | null)[]>(
    data.english.blocks.map((_, i) => data.translation?.blocks?.[i] ?? null),
  );
  const { busy, notice, send } = saving;
  const base = staffApiPath(staffApiPaths.translations.page, data);
  const reviewed = staffApiPath(staffApiPaths.translations.pageReviewed, data);
  const save = () =>
    send(base, { title, description, blocks: blocks.map((b) => (b ? tidyBlock(b) : null)) }, translateWords.saved);
  const setPart = (i: number, b: Block | null) => setBlocks((list) => list.map((x, j) => (j === i ? b : x)));

  return (
    <>
      <h1>
        {translateWords.heading} “{data.english.title}” {translateWords.into}{" "}
        <span lang={data.lang}>{NATIVE_NAMES[data.lang]}</span>
      </h1>
      <p>{translateText.intro}</p>
      <p>
        <Link to={`/admin/pages/${encodeURIComponent(data.slug)}`}>{translateText.back}</Link>
      </p>
      <TranslateForm notice={notice} onSave={() => void save()}>
        <div className="translate__row">
          <p className="translate__english">
            <strong>{translateWords.english}:</strong> {data.english.title}
          </p>
          <div lang={data.lang}>
            <ChangedNote changed={data.titleChanged} />
            <div className="admin-field">
              <label htmlFor="translate-title">{staffWords("translate.pageTitle")}</label>
              <input id="translate-title" required value={title} onChange={(e) => setTitle(e.target.value)} />
            </div>
            <TextField
              form="translate"
              name="description"
              label={staffWords("translate.pageDescription")}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
            />
          </div>
        </div>
        <ol className="translate__parts">
          {data.english.blocks.map((english, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts stand in the English page's order
            <li key={i} className="translate__row">
              <PartRow
                n={i + 1}
                lang={data.lang}
                english={english}
                part={blocks[i]}
                changed={data.changed[i]}
                set={(b) => setPart(i, b)}
              />
            </li>
          ))}
        </ol>
        <TranslateActions
          busy={busy}
          outOfDate={Boolean(data.translation) && (data.titleChanged || data.changed.some(Boolean))}
          onReviewed={() => void send(reviewed, null, translateWords.markedReviewed)}
        />
      </TranslateForm>
    </>
  );
}

/** One English part as visitors see it, beside its translation (or the offer to translate it). */
function PartRow(props: {
  n: number;
  lang: Exclude<Lang, "en">;
  english: Block;
  part: Block | null;
  changed: boolean | undefined;
  set: (b: Block | null) => void;
}) {
  const { english, part, set } = props;
  const name = translateText.part(props.n);
  return (
    <>
      <section aria-label={`${name}, ${translateWords.english}`} className="translate__english" lang="en">
        <ContentBlocks blocks={[english]} photos={{}} messages={[]} imageSizes={{}} />
      </section>
      <section aria-label={`${name}, ${translateWords.translation}`}>
        <ChangedNote changed={Boolean(props.changed)} />
        {WORDLESS.has(english.type) ? (
          <p>{translateText.wordless}</p>
        ) : part ? (
          <div lang={props.lang}>
            <BlockFields id={`translate-${props.n - 1}`} block={part} onChange={set} />
            <button type="button" className="button button--secondary" onClick={() => set(null)}>
              {translateText.leave}
              <span className="visually-hidden">: {name}</span>
            </button>
          </div>
        ) : (
          <>
            <p>{translateText.notTranslated}</p>
            <button type="button" className="button" onClick={() => set(structuredClone(english))}>
              {translateText.start}
              <span className="visually-hidden">: {name}</span>
            </button>
          </>
        )}
      </section>
    </>
  );
}
