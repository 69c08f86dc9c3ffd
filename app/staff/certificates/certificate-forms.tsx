import { type FormEvent, useState } from "react";
import type { CertificateView } from "../../../contract/staff.ts";
import { staffApiPath, staffApiPaths } from "../../../contract/staff-api-paths.ts";
import { certificatesWords as sw } from "../../i18n/catalogues/staff/certificates.ts";
import { useReportDirty } from "../kit/dirty-parts.ts";
import { FormAlert, TextField } from "../kit/form-kit.tsx";
import { useOneImage } from "../kit/one-image.tsx";
import { useStaffSubmit } from "../kit/use-staff-submit.tsx";
import { api } from "../shell/api.ts";

type ReportDirty = (part: string, dirty: boolean) => void;

/** Office scanners make PDFs; the lookup shows a picture, so say at once what to do instead. */
const certificateRefusal = (file: File) =>
  file.type === "application/pdf"
    ? sw("isAPdfCertificates", { name: file.name })
    : sw("isNotAPicture", { name: file.name });

const NEW_FORM = "certificate";
const newLabels = {
  admissionNo: sw("admissionNumber"),
  studentName: sw("studentSFullName"),
  file: sw("certificateImage"),
};

export function NewCertificate({ onDirty }: { onDirty: ReportDirty }) {
  const [admissionNo, setAdmissionNo] = useState("");
  const [studentName, setStudentName] = useState("");
  const { busy, errors, clear, submit, field, problems } = useStaffSubmit(NEW_FORM, newLabels);
  const image = useOneImage(NEW_FORM, newLabels.file, errors.file, clear, certificateRefusal);
  const { file } = image;
  useReportDirty(
    onDirty,
    NEW_FORM,
    admissionNo.trim() !== "" || studentName.trim() !== "" || file.length > 0 || image.uploading,
  );

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (image.uploading) return;
    const check: Record<string, string> = {};
    if (!admissionNo.trim()) check.admissionNo = sw("enterTheAdmissionNumber");
    if (!studentName.trim()) check.studentName = sw("enterTheStudentS");
    if (!file.length) check.file = sw("chooseTheCertificateImage");
    void submit(
      async () => {
        await api<CertificateView>(staffApiPaths.certificates.list, {
          method: "POST",
          body: { admissionNo: admissionNo.trim(), studentName: studentName.trim(), file: file[0] },
        });
        setAdmissionNo("");
        setStudentName("");
        image.setFile([]);
        return sw("certificateSavedFor", { v1: studentName.trim(), v2: admissionNo.trim() });
      },
      { check, revalidate: true, fallback: sw("savingFailed") },
    );
  };

  return (
    <form className="admin-form" noValidate onSubmit={onSubmit}>
      {problems}
      <TextField {...field("admissionNo", admissionNo, setAdmissionNo)} required autoComplete="off" />
      <TextField
        {...field("studentName", studentName, setStudentName)}
        required
        autoComplete="off"
        help={sw("asOnTheCertificate")}
      />
      {image.field(sw("aScanOrPhoto"))}
      <button type="submit" className="button" disabled={busy}>
        {busy ? sw("saving") : sw("saveCertificate")}
      </button>
    </form>
  );
}

const replaceLabels = {
  studentName: sw("studentSFullName"),
  file: sw("newCertificateImage"),
};

export function ReplaceCertificate({
  cert,
  onClose,
  onDirty,
}: {
  cert: CertificateView;
  onClose: () => void;
  onDirty: ReportDirty;
}) {
  const form = `replace-${cert.id}`;
  const [studentName, setStudentName] = useState(cert.studentName);
  const { busy, alert, errors, clear, submit, field } = useStaffSubmit(form, replaceLabels);
  const image = useOneImage(form, replaceLabels.file, errors.file, clear, certificateRefusal);
  useReportDirty(onDirty, form, studentName !== cert.studentName || image.file.length > 0 || image.uploading);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (image.uploading) return;
    const check: Record<string, string> = {};
    if (!studentName.trim()) check.studentName = sw("enterTheStudentS");
    const body: Record<string, string> = {};
    if (studentName.trim() !== cert.studentName) body.studentName = studentName.trim();
    if (image.file[0]) body.file = image.file[0];
    const done = await submit(
      async () => {
        await api<CertificateView>(staffApiPath(staffApiPaths.certificates.one, cert), { method: "PUT", body });
        return sw("certificateUpdated", { admissionNo: cert.admissionNo });
      },
      { check, revalidate: true, fallback: sw("savingFailed") },
    );
    if (done) onClose();
  };

  return (
    <form
      className="admin-form admin-inline-form"
      noValidate
      onSubmit={onSubmit}
      aria-label={sw("replace2", { admissionNo: cert.admissionNo })}
    >
      <FormAlert message={alert} />
      <TextField {...field("studentName", studentName, setStudentName)} required />
      {image.field(sw("leaveEmptyToKeep"))}
      <div className="admin-actions">
        <button type="submit" className="button button--small" disabled={busy}>
          {busy ? sw("saving") : sw("saveChanges")}
        </button>
        <button type="button" className="button button--small button--ghost" onClick={onClose}>
          {sw("cancel")}
        </button>
      </div>
    </form>
  );
}
