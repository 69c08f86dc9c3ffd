import { type Dispatch, type FormEvent, type SetStateAction, useCallback, useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import { isNoticeKind } from "../../../contract/notices.ts";
import { staffApiPath, staffApiPaths } from "../../../contract/staff-api-paths.ts";
import { contentContentFormWords as sw } from "../../i18n/catalogues/staff/content-content-form.ts";
import {
  ScheduleFields,
  type ScheduleText,
  scheduleBody,
  scheduleFrom,
  scheduleLabels,
} from "../kit/schedule-fields.tsx";
import { changedFrom, useUnsavedChanges } from "../kit/unsaved-changes.tsx";
import { useStaffSubmit } from "../kit/use-staff-submit.tsx";
import { useAdmin } from "../shell/admin-shell.tsx";
import { adminText } from "../shell/admin-text.ts";
import { ApiError, api } from "../shell/api.ts";
import { ApprovalNote } from "./approval-note.tsx";
import { ContentField, FORM } from "./content-field.tsx";
import type { KindDef } from "./content-fields.ts";
import { ContentPreview } from "./content-preview.tsx";
import {
  checkValues,
  editedItem,
  type FormValues,
  type PublishStatus,
  type StaffItem,
  toBody,
} from "./content-values.ts";

/** The one form for every content kind, driven by its field definitions. */
export function ContentForm({
  def,
  item,
  initial,
  needsApproval = false,
}: {
  def: KindDef;
  /** The school wants an approver's yes before this user's changes of this kind go live (issue 31). */
  needsApproval?: boolean;
  /** The stored record when editing; null for a new one. */
  item: StaffItem | null;
  initial: FormValues;
}) {
  const [values, setValues] = useState<FormValues>(initial);
  // A change sent for approval was meant to be published: the form goes on from that.
  const startStatus = item?.approval ? "published" : (item?.status ?? "draft");
  const [status, setStatus] = useState<PublishStatus | "withdrawn">(startStatus);
  const [notify, setNotify] = useState(item?.notifyParents ?? false);
  const { setFiles, busyOf, anyUploading } = useFileFields(setValues);
  const [when, setWhen] = useState<ScheduleText>(() => scheduleFrom(item && editedItem(item)));
  // The fields' labels in the form's order, as the error summary lists them.
  const labels = useMemo(
    () => ({ ...Object.fromEntries(def.fields.map((f) => [f.name, f.label])), ...scheduleLabels }),
    [def],
  );
  const { busy, setAlert, errors, clear, submit, problems } = useStaffSubmit(FORM, labels);
  const [leaveDialog, release] = useUnsavedChanges(
    changedFrom(initial, values) ||
      status !== startStatus ||
      notify !== (item?.notifyParents ?? false) ||
      changedFrom(scheduleFrom(item && editedItem(item)), when) ||
      anyUploading,
  );

  const set = (name: string, value: FormValues[string]) => {
    setValues((v) => ({ ...v, [name]: value }));
    clear(name);
  };

  const onSubmit = useSave(
    def,
    item,
    { values, status, notify, when },
    { busy, setAlert, submit, anyUploading, release },
  );

  return (
    <div className="admin-edit">
      <ApprovalNote item={item} />
      <form className="admin-form admin-edit__form" noValidate onSubmit={onSubmit}>
        {problems}
        {def.fields.map((f) => (
          <ContentField
            key={f.name}
            def={def}
            field={f}
            values={values}
            error={errors[f.name]}
            set={set}
            setFiles={setFiles}
            busyOf={busyOf}
          />
        ))}
        <StatusChoice status={status} onChange={setStatus} withdrawn={item?.status === "withdrawn"} />
        {isNoticeKind(def.kind) ? (
          <label className="admin-check">
            <input type="checkbox" checked={notify} onChange={(e) => setNotify(e.currentTarget.checked)} />{" "}
            {sw("notifyParentsSendIt")}
          </label>
        ) : null}
        <ScheduleFields form={FORM} value={when} errors={errors} onChange={setWhen} />
        <FormActions def={def} busy={busy} publish={status === "published"} needsApproval={needsApproval} />
      </form>
      <ContentPreview def={def} values={values} status={status} item={item} />
      {leaveDialog}
    </div>
  );
}

const statusChoices = [
  { value: "published", words: sw("publishedShownOnThe") },
  { value: "draft", words: sw("draftOnlyStaffSee") },
  { value: "withdrawn", words: sw("withdrawnItsAddressTells") },
] as const;

function StatusChoice({
  status,
  onChange,
  withdrawn,
}: {
  status: PublishStatus | "withdrawn";
  onChange: (status: PublishStatus | "withdrawn") => void;
  /** A withdrawn notice may stay so; others cannot be withdrawn from here (the list's Withdraw button does it). */
  withdrawn: boolean;
}) {
  return (
    <fieldset className="admin-choice">
      <legend>{sw("status")}</legend>
      {statusChoices
        .filter((c) => c.value !== "withdrawn" || withdrawn)
        .map((c) => (
          <label key={c.value}>
            <input
              type="radio"
              name="status"
              value={c.value}
              checked={status === c.value}
              onChange={() => onChange(c.value)}
            />{" "}
            {c.words}
          </label>
        ))}
    </fieldset>
  );
}

/**
 * Sends the form (POST for a new item, PUT for a stored one) and goes back to
 * the list, which says what happened; a signed-out user is sent to sign in.
 */
function useSave(
  def: KindDef,
  item: StaffItem | null,
  form: { values: FormValues; status: PublishStatus | "withdrawn"; notify: boolean; when: ScheduleText },
  staff: Pick<ReturnType<typeof useStaffSubmit>, "busy" | "setAlert" | "submit"> & {
    anyUploading: boolean;
    release: () => void;
  },
) {
  const navigate = useNavigate();
  const { announce } = useAdmin();
  const { values, status, notify, when } = form;
  const { busy, setAlert, submit, anyUploading, release } = staff;
  return (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (anyUploading) {
      setAlert(sw("pleaseWaitUntilThe"));
      return;
    }
    const path = item
      ? staffApiPath(staffApiPaths.content.one, { kind: def.kind, id: item._id })
      : staffApiPath(staffApiPaths.content.list, def);
    const times = scheduleBody(when);
    void submit(
      async () => {
        const body = { ...toBody(def, values, status), ...times.body } as Record<string, unknown>;
        if (isNoticeKind(def.kind)) body.notifyParents = notify;
        const answer = await api<{ id: string; approval?: string }>(path, { method: item ? "PUT" : "POST", body });
        const name = String(values[def.titleField] ?? "").trim();
        const what = name ? `“${name}”` : `the ${def.singular}`;
        // Said on the list the form goes back to.
        const done =
          answer?.approval === "waiting"
            ? sw("sentForApproval")
            : status === "published"
              ? sw("published")
              : status === "withdrawn"
                ? sw("savedStillWithdrawn")
                : sw("savedAsADraft");
        announce(`${done}: ${what}.`, {
          carry: true,
        });
        release();
        navigate(`/admin/content/${def.kind}`);
      },
      {
        check: { ...checkValues(def, values), ...times.errors },
        staysBusy: true,
        fallback: sw("savingFailedPleaseTry"),
        failed: (err) => {
          if (!(err instanceof ApiError && err.status === 401)) return undefined;
          navigate(`/admin/login?next=${encodeURIComponent(window.location.pathname)}`);
          return "";
        },
      },
    );
  };
}

/** The file fields' changes, and whether any of them is still uploading (the form waits for it). */
function useFileFields(setValues: Dispatch<SetStateAction<FormValues>>) {
  const [uploading, setUploading] = useState<Record<string, boolean>>({});
  const setFiles = useCallback(
    (name: string) => (update: (prev: string[]) => string[]) => {
      setValues((v) => ({ ...v, [name]: update(Array.isArray(v[name]) ? (v[name] as string[]) : []) }));
    },
    [setValues],
  );
  const busyOf = useCallback(
    (name: string) => (b: boolean) => setUploading((u) => (u[name] === b ? u : { ...u, [name]: b })),
    [],
  );
  return { setFiles, busyOf, anyUploading: Object.values(uploading).some(Boolean) };
}

/** Save (publish, or send for approval) and Cancel. */
function FormActions({
  def,
  busy,
  publish,
  needsApproval,
}: {
  def: KindDef;
  busy: boolean;
  publish: boolean;
  needsApproval: boolean;
}) {
  return (
    <div className="admin-actions">
      <button type="submit" className="button" disabled={busy}>
        {busy
          ? adminText.saving
          : publish
            ? needsApproval
              ? sw("sendForApproval")
              : sw("saveAndPublish")
            : sw("saveDraft")}
      </button>
      <Link className="button button--ghost" to={`/admin/content/${def.kind}`}>
        {adminText.cancel}
      </Link>
    </div>
  );
}
