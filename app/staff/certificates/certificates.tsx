import { useState } from "react";
import type { CertificateView, LookupView } from "../../../contract/staff.ts";
import { staffApiPath, staffApiPaths } from "../../../contract/staff-api-paths.ts";
import { certificatesWords as sw } from "../../i18n/catalogues/staff/certificates.ts";
import { useConfirm } from "../kit/confirm-dialog.tsx";
import { useDirtyParts } from "../kit/dirty-parts.ts";
import { FilterForm, SearchField } from "../kit/filter-form.tsx";
import { useUnsavedChanges } from "../kit/unsaved-changes.tsx";
import { useStaffAction } from "../kit/use-staff-submit.tsx";
import { api, load } from "../shell/api.ts";
import { NewCertificate } from "./certificate-forms.tsx";
import { CertificateLookups } from "./certificate-lookups.tsx";
import { CertificateRow } from "./certificate-row.tsx";

type Certificate = CertificateView;
type Lookup = LookupView;

interface CertificatesData {
  q: string;
  lookup: string;
  items: Certificate[];
  lookups: Lookup[];
}

export async function loadCertificates(request: Request): Promise<CertificatesData> {
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  const lookup = (url.searchParams.get("lookup") ?? "").trim().slice(0, 50);
  const [items, lookups] = await Promise.all([
    load<Certificate[]>(request, `${staffApiPaths.certificates.list}${q ? `?q=${encodeURIComponent(q)}` : ""}`),
    load<Lookup[]>(
      request,
      `${staffApiPaths.certificates.lookups}${lookup ? `?admissionNo=${encodeURIComponent(lookup)}` : ""}`,
    ),
  ]);
  return { q, lookup, items, lookups };
}

export function CertificatesPage({ data }: { data: CertificatesData }) {
  const act = useStaffAction();
  const [dialog, confirm] = useConfirm();
  // The new certificate and the one being changed: leaving either unsaved asks first.
  const [dirty, onDirty] = useDirtyParts();
  const [leaveDialog] = useUnsavedChanges(dirty);
  const [editing, setEditing] = useState<string | null>(null);

  const toggle = async (c: Certificate) => {
    const revoke = !c.revokedAt;
    if (revoke) {
      const yes = await confirm({
        title: sw("revokeTheCertificateOf", { studentName: c.studentName }),
        body: sw("parentsCanNoLonger"),
        confirm: sw("revoke"),
      });
      if (!yes) return;
    }
    await act(async () => {
      await api(staffApiPath(revoke ? staffApiPaths.certificates.revoke : staffApiPaths.certificates.restore, c), {
        method: "POST",
      });
      return sw("certificate2", { admissionNo: c.admissionNo, v2: revoke ? "revoked" : "restored" });
    }, true);
  };

  return (
    <>
      <h1>{sw("transferCertificates")}</h1>
      <p className="admin-page__intro">{sw("parentsDownloadACertificate")}</p>

      <section aria-labelledby="cert-new-title">
        <h2 id="cert-new-title">{sw("addACertificate")}</h2>
        <NewCertificate onDirty={onDirty} />
      </section>

      <section aria-labelledby="cert-list-title">
        <h2 id="cert-list-title">{sw("certificates")}</h2>
        <CertificateSearch q={data.q} lookup={data.lookup} />
        <p className="admin-count">{sw(countKey(data.items.length, Boolean(data.q)), { count: data.items.length })}</p>
        {data.items.length ? (
          <ul className="admin-rows">
            {data.items.map((c) => (
              <CertificateRow
                key={c.id}
                cert={c}
                editing={editing === c.id}
                onEdit={setEditing}
                onToggle={toggle}
                onDirty={onDirty}
              />
            ))}
          </ul>
        ) : (
          <p className="admin-empty">{data.q ? sw("noCertificateMatches") : sw("noCertificatesYet")}</p>
        )}
      </section>

      <CertificateLookups q={data.q} lookup={data.lookup} lookups={data.lookups} />
      {dialog}
      {leaveDialog}
    </>
  );
}

/** Search by admission number or name; an open lookup stays open. */
function CertificateSearch({ q, lookup }: { q: string; lookup: string }) {
  return (
    <FilterForm
      label={sw("searchCertificates")}
      apply={sw("search")}
      clear={!!q && { to: "/admin/certificates", label: sw("clear") }}
    >
      <SearchField id="cert-q" name="q" label={sw("admissionNumberOrName")} value={q} />
      {lookup ? <input type="hidden" name="lookup" value={lookup} /> : null}
    </FilterForm>
  );
}

/** "3 certificates", or "3 certificates found" for a search: whole sentences, one and many. */
const countKey = (count: number, found: boolean) =>
  found ? (count === 1 ? "foundOne" : "foundMany") : count === 1 ? "countOne" : "countMany";
