import { type FormEvent, useState } from "react";
import type { CertificateView } from "../../../contract/staff.ts";
import { useReportDirty } from "../kit/dirty-parts.ts";
import { FormAlert, TextField } from "../kit/form-kit.tsx";
import { useOneImage } from "../kit/one-image.tsx";
import { useStaffSubmit } from "../kit/use-staff-submit.tsx";
import { api } from "../shell/api.ts";

type ReportDirty = (part: string, dirty: boolean) => void;

/** Office scanners make PDFs; the lookup shows a picture, so say at once what to do instead. */
const certificateRefusal = (file: File) =>
  file.type === "application/pdf"
    ? `${file.name} is a PDF. Certificates must be a picture (JPEG, PNG or WebP): set the scanner to save as JPEG, or take a photo of the certificate, and choose that file.`
    : `${file.name} is not a picture. Choose a JPEG, PNG or WebP file of the certificate.`;

const NEW_FORM = "certificate";
const newLabels = { admissionNo: "Admission number", studentName: "Student's full name", file: "Certificate image" };

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
    if (!admissionNo.trim()) check.admissionNo = "Enter the admission number";
    if (!studentName.trim()) check.studentName = "Enter the student's full name";
    if (!file.length) check.file = "Choose the certificate image";
    void submit(
      async () => {
        await api<CertificateView>("/api/admin/certificates", {
          method: "POST",
          body: { admissionNo: admissionNo.trim(), studentName: studentName.trim(), file: file[0] },
        });
        setAdmissionNo("");
        setStudentName("");
        image.setFile([]);
        return `Certificate saved for ${studentName.trim()} (${admissionNo.trim()}).`;
      },
      { check, revalidate: true, fallback: "Saving failed." },
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
        help="As on the certificate; parents type it to find the certificate."
      />
      {image.field(
        "A scan or photo (JPEG, PNG or WebP). It is kept private: only the lookup with the right name and number shows it.",
      )}
      <button type="submit" className="button" disabled={busy}>
        {busy ? "Saving…" : "Save certificate"}
      </button>
    </form>
  );
}

const replaceLabels = { studentName: "Student's full name", file: "New certificate image" };

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
    if (!studentName.trim()) check.studentName = "Enter the student's full name";
    const body: Record<string, string> = {};
    if (studentName.trim() !== cert.studentName) body.studentName = studentName.trim();
    if (image.file[0]) body.file = image.file[0];
    const done = await submit(
      async () => {
        await api<CertificateView>(`/api/admin/certificates/${encodeURIComponent(cert.id)}`, { method: "PUT", body });
        return `Certificate ${cert.admissionNo} updated.`;
      },
      { check, revalidate: true, fallback: "Saving failed." },
    );
    if (done) onClose();
  };

  return (
    <form
      className="admin-form admin-inline-form"
      noValidate
      onSubmit={onSubmit}
      aria-label={`Replace ${cert.admissionNo}`}
    >
      <FormAlert message={alert} />
      <TextField {...field("studentName", studentName, setStudentName)} required />
      {image.field("Leave empty to keep the current image.")}
      <div className="admin-actions">
        <button type="submit" className="button button--small" disabled={busy}>
          {busy ? "Saving…" : "Save changes"}
        </button>
        <button type="button" className="button button--small button--ghost" onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}
