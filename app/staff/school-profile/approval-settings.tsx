import { type FormEvent, useState } from "react";
import { approvableKindLabels, approvableKinds } from "../../../contract/approval-rules.ts";
import { staffApiPaths } from "../../../contract/staff-api-paths.ts";
import { schoolProfileWords as sw } from "../../i18n/catalogues/staff/school-profile.ts";
import { useStaffSubmit } from "../kit/use-staff-submit.tsx";
import { api } from "../shell/api.ts";

/** The words of the approval setting on School details (issue 31). */
const approvalsText = {
  settingsLegend: sw("editorsChangesNeedApproval"),
  settingsIntro: sw("tickedKindsWhenAn"),
  settingsSave: sw("saveApprovalSetting"),
  settingsSaved: sw("approvalSettingSaved"),
  settingsFailed: sw("theApprovalSettingCould"),
} as const;

type Kind = (typeof approvableKinds)[number];
const FORM = "approval-settings";
const labels = { kinds: approvalsText.settingsLegend } as const;

/** The school's "Editors' changes need approval", one box per kind (issue 31); its own form, saved on its own. */
export function ApprovalSettingsForm({ initial }: { initial: readonly string[] }) {
  const [kinds, setKinds] = useState<Set<Kind>>(() => new Set(approvableKinds.filter((k) => initial.includes(k))));
  const { busy, submit, problems } = useStaffSubmit(FORM, labels);
  const toggle = (kind: Kind, on: boolean) =>
    setKinds((old) => {
      const next = new Set(old);
      if (on) next.add(kind);
      else next.delete(kind);
      return next;
    });
  const save = (e: FormEvent) => {
    e.preventDefault();
    void submit(
      async () => {
        // In the setting's own order, whatever order the boxes were ticked in.
        const body = { kinds: approvableKinds.filter((k) => kinds.has(k)) };
        await api(staffApiPaths.approvals.settings, { method: "PUT", body });
        return approvalsText.settingsSaved;
      },
      { fallback: approvalsText.settingsFailed },
    );
  };
  return (
    <form className="admin-form" id={FORM} noValidate onSubmit={save} aria-labelledby={`${FORM}-title`}>
      <h2 id={`${FORM}-title`}>{sw("approvals")}</h2>
      {problems}
      <fieldset className="admin-choice">
        <legend>{approvalsText.settingsLegend}</legend>
        <p className="admin-field__help">{approvalsText.settingsIntro}</p>
        {approvableKinds.map((kind) => (
          <label key={kind} className="admin-check">
            <input
              type="checkbox"
              name="kinds"
              value={kind}
              checked={kinds.has(kind)}
              onChange={(e) => toggle(kind, e.currentTarget.checked)}
            />{" "}
            {approvableKindLabels[kind]}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button" disabled={busy}>
        {busy ? sw("saving") : approvalsText.settingsSave}
      </button>
    </form>
  );
}
