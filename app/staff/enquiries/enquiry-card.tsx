import { type FormEvent, useState } from "react";
import { kolkataDateTime } from "../../../contract/dates.ts";
import { isLang, NATIVE_NAMES } from "../../../contract/languages.ts";
import type { EnquiryView } from "../../../contract/staff.ts";
import { staffApiPath, staffApiPaths } from "../../../contract/staff-api-paths.ts";
import { type EnquiryStatus, enquiryStatusLabels } from "../../../contract/staff-rules.ts";
import { enquiriesWords as sw } from "../../i18n/catalogues/staff/enquiries.ts";
import { useReportDirty } from "../kit/dirty-parts.ts";
import { Options } from "../kit/form-kit.tsx";
import { useStaffSubmit } from "../kit/use-staff-submit.tsx";
import { ApiError, api } from "../shell/api.ts";
import { statusOptions } from "./enquiry-filters.tsx";

type Status = EnquiryStatus;
type Enquiry = EnquiryView;

/** Who asked, how to reach them, for which class, and when (dd/mm/yyyy hh:mm in India time, whatever the browser locale). */
function EnquiryFacts({ enquiry }: { enquiry: Enquiry }) {
  return (
    <dl className="admin-enquiry__facts">
      <div>
        <dt>{sw("parent")}</dt>
        <dd>{enquiry.fatherName}</dd>
      </div>
      <div>
        <dt>{sw("mobile")}</dt>
        <dd>
          <a href={`tel:+91${enquiry.phone}`}>{enquiry.phone}</a>
        </dd>
      </div>
      <div>
        <dt>{sw("eMail")}</dt>
        <dd>
          <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>
        </dd>
      </div>
      <div>
        <dt>{sw("class")}</dt>
        <dd>
          {enquiry.class} ({enquiry.school.toUpperCase()}), {enquiry.academicYear}
        </dd>
      </div>
      <div>
        <dt>{sw("received")}</dt>
        <dd>{kolkataDateTime(enquiry.createdAt)}</dd>
      </div>
      {isLang(enquiry.lang) && enquiry.lang !== "en" ? (
        <div>
          <dt>{sw("language")}</dt>
          <dd>
            {sw("sentIn")} <span lang={enquiry.lang}>{NATIVE_NAMES[enquiry.lang]}</span>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

// The card's one message shows under its notes, whatever the answer says.
const noFields = {};
const failed = sw("savingFailedPleaseTry");

/** One enquiry: its facts, and its status and notes to change and save. */
export function EnquiryCard({
  enquiry,
  onDirty,
}: {
  enquiry: Enquiry;
  onDirty: (part: string, dirty: boolean) => void;
}) {
  const [saved, setSaved] = useState(enquiry);
  const [status, setStatus] = useState<Status>(enquiry.status);
  const [notes, setNotes] = useState(enquiry.notes);
  const base = `enq-${enquiry.id}`;
  const { busy, alert: error, submit } = useStaffSubmit(base, noFields);
  const changed = status !== saved.status || notes !== saved.notes;
  useReportDirty(onDirty, enquiry.id, changed);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit(
      async () => {
        const next = await api<Enquiry>(staffApiPath(staffApiPaths.enquiries.one, enquiry), {
          method: "PATCH",
          body: { status, notes },
        });
        setSaved(next ?? { ...saved, status, notes });
        return sw("savedEnquiryForIs", { name: enquiry.name, v2: enquiryStatusLabels[status].toLowerCase() });
      },
      { fallback: failed, failed: (err) => (err instanceof ApiError ? err.message : failed) },
    );
  };

  return (
    <article className="admin-row admin-enquiry" aria-labelledby={`${base}-name`}>
      <div className="admin-enquiry__head">
        <h2 id={`${base}-name`} className="admin-enquiry__name">
          {enquiry.name}
        </h2>
        <span className={`admin-badge admin-badge--${saved.status}`}>{enquiryStatusLabels[saved.status]}</span>
      </div>
      <EnquiryFacts enquiry={enquiry} />
      <form className="admin-enquiry__form" onSubmit={onSubmit} noValidate>
        <div className="admin-field">
          <label htmlFor={`${base}-status`}>{sw("status")}</label>
          <select id={`${base}-status`} value={status} onChange={(e) => setStatus(e.currentTarget.value as Status)}>
            <Options list={statusOptions} />
          </select>
        </div>
        <div className="admin-field admin-enquiry__notes">
          <label htmlFor={`${base}-notes`}>{sw("notes")}</label>
          <textarea
            id={`${base}-notes`}
            rows={2}
            maxLength={5000}
            value={notes}
            onChange={(e) => setNotes(e.currentTarget.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${base}-error` : undefined}
          />
        </div>
        <button type="submit" className="button button--small" disabled={busy || !changed}>
          {busy ? sw("saving") : sw("save")}
          <span className="visually-hidden"> {sw("enquiryFor", { name: enquiry.name })}</span>
        </button>
        {error ? (
          <p className="admin-field__error" id={`${base}-error`} role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </article>
  );
}
