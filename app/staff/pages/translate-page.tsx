import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { type Lang, NATIVE_NAMES } from "../../../contract/languages.ts";
import type { Block } from "../../../contract/page-blocks.ts";
import type { PageTranslation } from "../../../contract/translations.ts";
import { ContentBlocks } from "../../features/content-page/content-blocks.tsx";
import { TextField } from "../kit/form-kit.tsx";
import { ApiError, api } from "../shell/api.ts";
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

/** Words of the translation screen (plain English for staff). */
const translateText = {
  heading: "Translate",
  into: "into",
  intro:
    "The English is on the left, your translation on the right, part by part. A part you leave untranslated is shown to visitors in English, with a note in their language.",
  english: "English",
  translation: "Translation",
  part: (n: number) => `Part ${n}`,
  notTranslated: "Not translated: visitors read the English.",
  start: "Translate this part",
  leave: "Leave in English",
  changed: "English changed since this was translated",
  wordless: "Nothing to translate: photos and messages show as they are.",
  save: "Save translation",
  reviewed: "Mark as reviewed",
  saved: "Translation saved. Visitors see it now.",
  markedReviewed: "Marked as reviewed.",
  back: "Back to the page",
};

const WORDLESS = new Set<Block["type"]>(["photos", "messages"]);
type Notice = { kind: "ok" | "error"; text: string } | null;

/**
 * Staff translate one page (issue 29): each English part as visitors see it
 * on the left, its translation on the right in the same part editors the
 * page editor uses; an out-of-date translation is marked until it is saved
 * again or marked reviewed.
 */
export default function TranslatePage({ data }: { data: TranslationView }) {
  const language = NATIVE_NAMES[data.lang];
  const [title, setTitle] = useState(data.translation?.title ?? "");
  const [description, setDescription] = useState(data.translation?.description ?? "");
  const [blocks, setBlocks] = useState<(Block | null)[]>(
    data.english.blocks.map((_, i) => data.translation?.blocks?.[i] ?? null),
  );
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const revalidator = useRevalidator();
  const base = `/api/admin/translations/pages/${encodeURIComponent(data.slug)}/${data.lang}`;

  const send = async (path: string, body: unknown, done: string) => {
    setBusy(true);
    try {
      await api(path, body ? { method: "PUT", body } : { method: "POST" });
      setNotice({ kind: "ok", text: done });
      await revalidator.revalidate();
    } catch (e) {
      const err = e as ApiError;
      const details = err instanceof ApiError ? Object.values(err.fieldErrors) : [];
      setNotice({ kind: "error", text: [err.message, ...details].join(" ") });
    } finally {
      setBusy(false);
    }
  };
  const save = () =>
    send(base, { title, description, blocks: blocks.map((b) => (b ? tidyBlock(b) : null)) }, translateText.saved);
  const setPart = (i: number, b: Block | null) => setBlocks((list) => list.map((x, j) => (j === i ? b : x)));

  return (
    <>
      <h1>
        {translateText.heading} “{data.english.title}” {translateText.into} <span lang={data.lang}>{language}</span>
      </h1>
      <p>{translateText.intro}</p>
      <p>
        <Link to={`/admin/pages/${encodeURIComponent(data.slug)}`}>{translateText.back}</Link>
      </p>
      <div role="status" aria-live="polite">
        {notice?.kind === "ok" ? <p className="admin-notice">{notice.text}</p> : null}
      </div>
      <div role="alert">{notice?.kind === "error" ? <p className="admin-alert">{notice.text}</p> : null}</div>
      <form
        className="admin-form translate"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div className="translate__row">
          <p className="translate__english">
            <strong>{translateText.english}:</strong> {data.english.title}
          </p>
          <div lang={data.lang}>
            {data.titleChanged ? <p className="translate__changed">{translateText.changed}</p> : null}
            <div className="admin-field">
              <label htmlFor="translate-title">Title</label>
              <input id="translate-title" required value={title} onChange={(e) => setTitle(e.target.value)} />
            </div>
            <TextField
              form="translate"
              name="description"
              label="Short description"
              value={description}
              onChange={(e) => setDescription(e.target.value)}
            />
          </div>
        </div>
        <ol className="translate__parts">
          {data.english.blocks.map((english, i) => {
            const part = blocks[i];
            const name = translateText.part(i + 1);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts stand in the English page's order
              <li key={i} className="translate__row">
                <section aria-label={`${name}, ${translateText.english}`} className="translate__english" lang="en">
                  <ContentBlocks blocks={[english]} photos={{}} messages={[]} imageSizes={{}} />
                </section>
                <section aria-label={`${name}, ${translateText.translation}`}>
                  {data.changed[i] ? <p className="translate__changed">{translateText.changed}</p> : null}
                  {WORDLESS.has(english.type) ? (
                    <p>{translateText.wordless}</p>
                  ) : part ? (
                    <div lang={data.lang}>
                      <BlockFields id={`translate-${i}`} block={part} onChange={(b) => setPart(i, b)} />
                      <button type="button" className="button button--secondary" onClick={() => setPart(i, null)}>
                        {translateText.leave}
                        <span className="visually-hidden">: {name}</span>
                      </button>
                    </div>
                  ) : (
                    <>
                      <p>{translateText.notTranslated}</p>
                      <button type="button" className="button" onClick={() => setPart(i, structuredClone(english))}>
                        {translateText.start}
                        <span className="visually-hidden">: {name}</span>
                      </button>
                    </>
                  )}
                </section>
              </li>
            );
          })}
        </ol>
        <div className="admin-actions">
          <button type="submit" className="button" disabled={busy}>
            {translateText.save}
          </button>
          {data.translation && (data.titleChanged || data.changed.some(Boolean)) ? (
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => void send(`${base}/reviewed`, null, translateText.markedReviewed)}
            >
              {translateText.reviewed}
            </button>
          ) : null}
        </div>
      </form>
    </>
  );
}
