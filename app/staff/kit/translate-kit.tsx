import { type ReactNode, useState } from "react";
import { useRevalidator } from "react-router";
import { type Lang, NATIVE_NAMES } from "../../../contract/languages.ts";
import { translateStaffWords as staffWords } from "../../i18n/staff-translate-words.ts";
import { ApiError, api } from "../shell/api.ts";
import { TextArea, TextField } from "./form-kit.tsx";
import "./translate-kit.css";

/**
 * What the side-by-side translation screens share (issue 29: a page, an item,
 * the school's details): the words staff read, saving with its notices, and
 * the "out of date" mark.
 */
export const translateWords = {
  heading: staffWords("translate.heading"),
  into: staffWords("translate.into"),
  english: staffWords("translate.english"),
  translation: staffWords("translate.translation"),
  changed: staffWords("translate.changed"),
  save: staffWords("translate.save"),
  reviewed: staffWords("translate.reviewed"),
  saved: staffWords("translate.saved"),
  markedReviewed: staffWords("translate.markedReviewed"),
  fallback: staffWords("translate.fallback"),
};

type Notice = { kind: "ok" | "error"; text: string } | null;

/** What a translation screen saves with (useTranslationSave). */
export type TranslationSave = ReturnType<typeof useTranslationSave>;

/**
 * Saves (PUT with a body) or marks reviewed (POST), then reloads the screen's
 * data. Call it in the route's own component, above a screen that starts anew
 * for the reloaded data, so the save's notice outlives that new start.
 */
export function useTranslationSave() {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const revalidator = useRevalidator();
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
  return { busy, notice, send };
}

/** The save's outcome, announced: a polite status when saved, an alert when refused. */
function SaveNotices({ notice }: { notice: Notice }) {
  return (
    <>
      <div role="status" aria-live="polite">
        {notice?.kind === "ok" ? <p className="admin-notice">{notice.text}</p> : null}
      </div>
      <div role="alert">{notice?.kind === "error" ? <p className="admin-alert">{notice.text}</p> : null}</div>
    </>
  );
}

/** The screen's form, under the save's notices. */
export function TranslateForm(props: { notice: Notice; onSave: () => void; children: ReactNode }) {
  return (
    <>
      <SaveNotices notice={props.notice} />
      <form
        className="admin-form translate"
        onSubmit={(e) => {
          e.preventDefault();
          props.onSave();
        }}
      >
        {props.children}
      </form>
    </>
  );
}

/**
 * One text beside its translation: the English on the left (a region named
 * "<label>, English", read in an English voice), the translation's line or
 * box on the right, marked while its English changed since it was translated.
 */
export function TextRow(props: {
  name: string;
  label: string;
  english: string;
  lang: Exclude<Lang, "en">;
  long?: boolean;
  value: string;
  changed: boolean | undefined;
  onChange: (v: string) => void;
}) {
  const Control = props.long ? TextArea : TextField;
  return (
    <>
      <section
        aria-label={staffWords("translate.englishOf", { label: props.label })}
        className="translate__english"
        lang="en"
      >
        <p>
          <strong>{props.label}</strong>
        </p>
        <p className="translate__text">{props.english || staffWords("translate.emptyEnglish")}</p>
      </section>
      <div lang={props.lang}>
        <ChangedNote changed={Boolean(props.changed)} />
        <Control
          form="translate"
          name={props.name}
          label={staffWords("translate.inLanguage", { label: props.label, language: NATIVE_NAMES[props.lang] })}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
        />
      </div>
    </>
  );
}

export function ChangedNote({ changed }: { changed: boolean }) {
  return changed ? <p className="translate__changed">{translateWords.changed}</p> : null;
}

/** Save, and "Mark as reviewed" while some translated part is out of date. */
export function TranslateActions(props: { busy: boolean; outOfDate: boolean; onReviewed: () => void }) {
  return (
    <div className="admin-actions">
      <button type="submit" className="button" disabled={props.busy}>
        {translateWords.save}
      </button>
      {props.outOfDate ? (
        <button type="button" className="button button--secondary" disabled={props.busy} onClick={props.onReviewed}>
          {translateWords.reviewed}
        </button>
      ) : null}
    </div>
  );
}
