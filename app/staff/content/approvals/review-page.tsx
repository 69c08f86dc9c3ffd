import { type FormEvent, lazy, type ReactNode, Suspense, useState } from "react";
import { Link, useNavigate } from "react-router";
import { type ChangeKind, parseIstDateTime } from "../../../../contract/approval-rules.ts";
import type { ContentKind } from "../../../../contract/content-rules.ts";
import { formatDmy, kolkataDateTime } from "../../../../contract/dates.ts";
import { staffApiPath, staffApiPaths } from "../../../../contract/staff-api-paths.ts";
import type { DraftPhotos } from "../../kit/draft-photos.ts";
import { TextArea, TextField } from "../../kit/form-kit.tsx";
import { useStaffSubmit } from "../../kit/use-staff-submit.tsx";
import { useAdmin } from "../../shell/admin-shell.tsx";
import { api } from "../../shell/api.ts";
import { type FieldDef, kindDefs } from "../content-fields.ts";
import { ContentPreview } from "../content-preview.tsx";
import { type StaffItem, valuesFromItem } from "../content-values.ts";
import { kindName, approvalsText as t } from "./approvals-text.ts";
import type { ReviewBlock } from "./page-draft-view.tsx";

// A page's change is drawn with the public page renderer: loaded only when the change is a page's,
// so reviewing a circular does not fetch it (the staff first-load budget, scripts/check-bundle-budget.ts).
const PageDraftView = lazy(() => import("./page-draft-view.tsx").then((m) => ({ default: m.PageDraftView })));

interface FieldChange {
  field: string;
  live: unknown;
  proposed: unknown;
  changed: boolean;
}

export interface ReviewData {
  kind: ChangeKind;
  id: string;
  label: string;
  sentBy: string;
  sentAt: string;
  isLive: boolean;
  publishAt: string | null;
  removeAt: string | null;
  changes: FieldChange[];
  /** A page's parts, each marked when new or changed, and how many live parts it takes out. */
  blocks?: ReviewBlock[];
  removedBlocks?: number;
  /** A page's place in the menu, for its breadcrumb. */
  trail?: string[];
  /** The photos a page's parts show (fetched by the route's loader). */
  photos?: DraftPhotos;
}

/** A value of an alert or a page as staff read it: times in India time, the alert's kind in words. */
function shownOther(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return t.empty;
  if (field === "startsAt" || field === "endsAt") return kolkataDateTime(String(value));
  if (field === "level") return t.alertLevels[String(value)] ?? String(value);
  return String(value);
}

/** A stored value as staff read it: dates as dd/mm/yyyy, files counted, text without markup. */
function shown(field: FieldDef | undefined, value: unknown): string {
  if (value === null || value === undefined || value === "") return t.empty;
  if (Array.isArray(value)) return field?.type === "files" ? t.files(value.length) : value.join(", ") || t.empty;
  const text = String(value);
  if (field?.type === "date") return formatDmy(text.slice(0, 10)) || text;
  if (field?.type === "datetime") return kolkataDateTime(text);
  return text
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const AT_FORM = "approve-at";
const BACK_FORM = "send-back";
const atLabels = { publishAt: t.approveAtLabel } as const;
const backLabels = { comment: t.commentLabel } as const;
const nowLabels = {} as const;

/**
 * One change sent for approval (issue 31): as visitors will see it (a page
 * drawn by the site's renderer, an item as its card), what changed against
 * the live version (marked in words and colour), and the approver's three
 * answers — approve now, approve for a time, send back.
 */
export function ReviewPage({ data }: { data: ReviewData }) {
  const def = kindDefs[data.kind as ContentKind] as (typeof kindDefs)[ContentKind] | undefined;
  const proposed = Object.fromEntries(data.changes.map((c) => [c.field, c.proposed]));
  const values = def ? valuesFromItem(def, { _id: data.id, ...proposed } as StaffItem) : null;
  const kind = kindName(data.kind, def?.singular);
  const label = data.label || t.untitled;
  const title = data.changes.find((c) => c.field === "title");
  return (
    <>
      <p>
        <Link to="/admin/approvals">{t.back}</Link>
      </p>
      <h1>{t.review(label)}</h1>
      <p className="admin-page__intro">
        {kind[0].toUpperCase() + kind.slice(1)}. {t.sentBy(data.sentBy, data.sentAt)}.{" "}
        {data.isLive ? t.reviewLive : t.reviewNew}
      </p>
      <AskedTimes publishAt={data.publishAt} removeAt={data.removeAt} />
      <div className="admin-edit">
        <ChangesTable data={data} def={def} />
        {def && values ? <ContentPreview def={def} values={values} status="published" item={null} /> : null}
      </div>
      {data.blocks ? (
        <Suspense fallback={<p role="status">{t.loadingPage}</p>}>
          <PageDraftView
            title={String(title?.proposed ?? label)}
            titleChanged={Boolean(title?.changed && data.isLive)}
            trail={data.trail ?? []}
            blocks={data.blocks}
            removedBlocks={data.removedBlocks ?? 0}
            photos={data.photos ?? {}}
          />
        </Suspense>
      ) : null}
      <Decisions kind={data.kind} id={data.id} label={label} />
    </>
  );
}

/** The times the editor asked for, when they asked for any. */
function AskedTimes({ publishAt, removeAt }: { publishAt: string | null; removeAt: string | null }) {
  if (!publishAt && !removeAt) return null;
  const rows = [
    [t.goesLiveColumn, publishAt],
    [t.comesOffColumn, removeAt],
  ] as const;
  return (
    <section className="admin-panel" aria-labelledby="asked-title">
      <h2 id="asked-title">{t.askedTimes}</h2>
      <dl>
        {rows.map(([name, at]) =>
          at ? (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{kolkataDateTime(at)}</dd>
            </div>
          ) : null,
        )}
      </dl>
    </section>
  );
}

/** Each part beside the live version, the changed ones marked in words and colour. */
function ChangesTable({ data, def }: { data: ReviewData; def: (typeof kindDefs)[ContentKind] | undefined }) {
  const fieldOf = (name: string) => def?.fields.find((f) => f.name === name);
  const partName = (name: string) =>
    fieldOf(name)?.label ?? (data.kind === "alert" ? t.alertParts : t.pageParts)[name] ?? name;
  const show = (name: string, value: unknown) => (def ? shown(fieldOf(name), value) : shownOther(name, value));
  const changed = data.changes.filter((c) => c.changed);
  return (
    <section aria-labelledby="changes-title">
      <h2 id="changes-title">{t.whatChanged}</h2>
      <p>{t.changedCount(changed.length)}</p>
      <div className="table-wrap">
        <table className="admin-table admin-diff">
          <caption className="visually-hidden">{t.whatChanged}</caption>
          <thead>
            <tr>
              <th scope="col">{t.part}</th>
              {data.isLive ? <th scope="col">{t.nowLive}</th> : null}
              <th scope="col">{t.afterApproval}</th>
            </tr>
          </thead>
          <tbody>
            {data.changes.map((c) => {
              const after = show(c.field, c.proposed);
              const mark = c.changed && data.isLive;
              return (
                <tr key={c.field} className={mark ? "admin-diff__row--changed" : undefined}>
                  <th scope="row">
                    {partName(c.field)}
                    {mark ? <span className="admin-badge admin-badge--waiting">{t.changed}</span> : null}
                  </th>
                  {data.isLive ? <td>{show(c.field, c.live)}</td> : null}
                  <td>{mark ? <mark>{after}</mark> : after}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** An approver's answer to a change: approve it (now or for a time) or send it back. */
type Decision = typeof staffApiPaths.approvals.approve | typeof staffApiPaths.approvals.sendBack;

/** The approver's three answers: approve now, approve for a time, send back with a comment. */
function Decisions({ kind, id, label }: { kind: ChangeKind; id: string; label: string }) {
  const navigate = useNavigate();
  const { announce } = useAdmin();
  const [at, setAt] = useState("");
  const [comment, setComment] = useState("");
  const now = useStaffSubmit("approve-now", nowLabels);
  const later = useStaffSubmit(AT_FORM, atLabels);
  const back = useStaffSubmit(BACK_FORM, backLabels);
  const busy = now.busy || later.busy || back.busy;
  const send = (form: { submit: typeof now.submit }, path: Decision, body: object, message: string, check = {}) =>
    void form.submit(
      async () => {
        await api(staffApiPath(path, { kind, id }), { method: "POST", body });
        announce(message, { carry: true });
        navigate("/admin/approvals");
      },
      { fallback: t.failed, staysBusy: true, check },
    );
  const approveNow = (e: FormEvent) => {
    e.preventDefault();
    send(now, staffApiPaths.approvals.approve, {}, t.approvedNow(label));
  };
  const approveAt = (e: FormEvent) => {
    e.preventDefault();
    const iso = at.trim() ? parseIstDateTime(at) : null;
    send(
      later,
      staffApiPaths.approvals.approve,
      { publishAt: iso },
      t.approvedAt(label, iso ?? ""),
      iso ? {} : { publishAt: t.approveAtMissing },
    );
  };
  const sendBack = (e: FormEvent) => {
    e.preventDefault();
    send(
      back,
      staffApiPaths.approvals.sendBack,
      { comment },
      t.sentBack(label),
      comment.trim() ? {} : { comment: t.commentMissing },
    );
  };
  return (
    <section aria-labelledby="decide-title" className="admin-decide">
      <h2 id="decide-title">{t.decide}</h2>
      <form id="approve-now" noValidate onSubmit={approveNow}>
        {now.problems}
        <button type="submit" className="button" disabled={busy}>
          {t.approveNow}
        </button>
      </form>
      <DecisionForm {...{ id: AT_FORM, onSubmit: approveAt, problems: later.problems, busy }} text="approveAt">
        <TextField {...later.field("publishAt", at, setAt)} help={t.approveAtHelp} inputMode="numeric" maxLength={16} />
      </DecisionForm>
      <DecisionForm {...{ id: BACK_FORM, onSubmit: sendBack, problems: back.problems, busy }} text="sendBack">
        <TextArea {...back.field("comment", comment, setComment)} help={t.commentHelp} rows={3} maxLength={2000} />
      </DecisionForm>
    </section>
  );
}

/** One of the approver's answers that needs words: its fieldset, field and button. */
function DecisionForm(props: {
  id: string;
  onSubmit: (e: FormEvent) => void;
  problems: ReactNode;
  /** Its words: "approveAt" (a time) or "sendBack" (a comment). */
  text: "approveAt" | "sendBack";
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <form id={props.id} className="admin-form" noValidate onSubmit={props.onSubmit}>
      {props.problems}
      <fieldset>
        <legend>{props.text === "approveAt" ? t.approveAtLegend : t.sendBackLegend}</legend>
        {props.children}
        <button type="submit" className="button" disabled={props.busy}>
          {props.text === "approveAt" ? t.approveAt : t.sendBack}
        </button>
      </fieldset>
    </form>
  );
}
