import { type FormEvent, type ReactNode, useState } from "react";
import { Link, useNavigate } from "react-router";
import { type ChangeKind, parseIstDateTime } from "../../../../contract/approval-rules.ts";
import type { ContentKind } from "../../../../contract/content-rules.ts";
import { formatDmy, kolkataDateTime } from "../../../../contract/dates.ts";
import { TextArea, TextField } from "../../kit/form-kit.tsx";
import { useStaffSubmit } from "../../kit/use-staff-submit.tsx";
import { useAdmin } from "../../shell/admin-shell.tsx";
import { api } from "../../shell/api.ts";
import { type FieldDef, kindDefs } from "../content-fields.ts";
import { ContentPreview } from "../content-preview.tsx";
import { type StaffItem, valuesFromItem } from "../content-values.ts";
import { kindName, approvalsText as t } from "./approvals-text.ts";

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
  blocks?: { changed: boolean }[];
  removedBlocks?: number;
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
 * One change sent for approval (issue 31): as visitors will see it, what
 * changed against the live version (marked in words and colour), and the
 * approver's three answers — approve now, approve for a time, send back.
 */
export function ReviewPage({ data }: { data: ReviewData }) {
  const def = kindDefs[data.kind as ContentKind] as (typeof kindDefs)[ContentKind] | undefined;
  const navigate = useNavigate();
  const { announce } = useAdmin();
  const proposed = Object.fromEntries(data.changes.map((c) => [c.field, c.proposed]));
  const values = def ? valuesFromItem(def, { _id: data.id, ...proposed } as StaffItem) : null;
  const fieldOf = (name: string) => def?.fields.find((f) => f.name === name);
  const partName = (name: string) =>
    fieldOf(name)?.label ?? (data.kind === "alert" ? t.alertParts : t.pageParts)[name] ?? name;
  const show = (name: string, value: unknown) => (def ? shown(fieldOf(name), value) : shownOther(name, value));
  const kind = kindName(data.kind, def?.singular);
  const changed = data.changes.filter((c) => c.changed);
  const base = `/api/admin/approvals/${data.kind}/${encodeURIComponent(data.id)}`;
  const label = data.label || "Untitled";

  const [at, setAt] = useState("");
  const [comment, setComment] = useState("");
  const now = useStaffSubmit("approve-now", nowLabels);
  const later = useStaffSubmit(AT_FORM, atLabels);
  const back = useStaffSubmit(BACK_FORM, backLabels);
  const busy = now.busy || later.busy || back.busy;

  const done = (message: string) => {
    announce(message, { carry: true });
    navigate("/admin/approvals");
  };
  const approveNow = (e: FormEvent) => {
    e.preventDefault();
    void now.submit(
      async () => {
        await api(`${base}/approve`, { method: "POST", body: {} });
        done(t.approvedNow(label));
      },
      { fallback: t.failed, staysBusy: true },
    );
  };
  const approveAt = (e: FormEvent) => {
    e.preventDefault();
    const iso = at.trim() ? parseIstDateTime(at) : null;
    void later.submit(
      async () => {
        await api(`${base}/approve`, { method: "POST", body: { publishAt: iso } });
        done(t.approvedAt(label, iso ?? ""));
      },
      { fallback: t.failed, staysBusy: true, check: iso ? {} : { publishAt: t.approveAtMissing } },
    );
  };
  const sendBack = (e: FormEvent) => {
    e.preventDefault();
    void back.submit(
      async () => {
        await api(`${base}/send-back`, { method: "POST", body: { comment } });
        done(t.sentBack(label));
      },
      { fallback: t.failed, staysBusy: true, check: comment.trim() ? {} : { comment: t.commentMissing } },
    );
  };

  // The two answers that need words: a time, or a comment for the editor.
  const atField = (
    <TextField {...later.field("publishAt", at, setAt)} help={t.approveAtHelp} inputMode="numeric" maxLength={16} />
  );
  const commentField = (
    <TextArea {...back.field("comment", comment, setComment)} help={t.commentHelp} rows={3} maxLength={2000} />
  );
  const decisions = [
    {
      id: AT_FORM,
      onSubmit: approveAt,
      problems: later.problems,
      legend: t.approveAtLegend,
      button: t.approveAt,
      field: atField,
    },
    {
      id: BACK_FORM,
      onSubmit: sendBack,
      problems: back.problems,
      legend: t.sendBackLegend,
      button: t.sendBack,
      field: commentField,
    },
  ];

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
      {data.publishAt || data.removeAt ? (
        <section className="admin-panel" aria-labelledby="asked-title">
          <h2 id="asked-title">{t.askedTimes}</h2>
          <dl>
            {(
              [
                [t.goesLiveColumn, data.publishAt],
                [t.comesOffColumn, data.removeAt],
              ] as const
            ).map(([name, at]) =>
              at ? (
                <div key={name}>
                  <dt>{name}</dt>
                  <dd>{kolkataDateTime(at)}</dd>
                </div>
              ) : null,
            )}
          </dl>
        </section>
      ) : null}

      <div className="admin-edit">
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
        {def && values ? <ContentPreview def={def} values={values} status="published" item={null} /> : null}
        {data.blocks ? (
          <p>{t.blocksChanged(data.blocks.filter((b) => b.changed).length, data.removedBlocks ?? 0)}</p>
        ) : null}
      </div>

      <section aria-labelledby="decide-title" className="admin-decide">
        <h2 id="decide-title">{t.decide}</h2>
        <form id="approve-now" noValidate onSubmit={approveNow}>
          {now.problems}
          <button type="submit" className="button" disabled={busy}>
            {t.approveNow}
          </button>
        </form>
        {decisions.map(({ field, ...d }) => (
          <DecisionForm key={d.id} {...d} busy={busy}>
            {field}
          </DecisionForm>
        ))}
      </section>
    </>
  );
}

/** One of the approver's answers that needs words: its fieldset, field and button. */
function DecisionForm(props: {
  id: string;
  onSubmit: (e: FormEvent) => void;
  problems: ReactNode;
  legend: string;
  button: string;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <form id={props.id} className="admin-form" noValidate onSubmit={props.onSubmit}>
      {props.problems}
      <fieldset>
        <legend>{props.legend}</legend>
        {props.children}
        <button type="submit" className="button" disabled={props.busy}>
          {props.button}
        </button>
      </fieldset>
    </form>
  );
}
