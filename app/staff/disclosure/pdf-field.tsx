import { useState } from "react";
import { disclosureWords as sw } from "../../i18n/catalogues/staff/disclosure.ts";
import { FieldShell } from "../kit/form-kit.tsx";
import { ApiError, fileUrl, uploadFile } from "../shell/api.ts";
import { staffDisclosureText as t } from "./disclosure-api.ts";

/** A PDF chosen and uploaded at once; the item's Save then publishes it. */
export function PdfField({
  form,
  name,
  label,
  file,
  error,
  onChange,
}: {
  form: string;
  name: string;
  label: string;
  file: string;
  error?: string;
  onChange: (id: string) => void;
}) {
  const [progress, setProgress] = useState<string>("");
  const [failure, setFailure] = useState("");
  return (
    <FieldShell form={form} name={name} label={label} error={failure || error} help={t.pdfHelp}>
      {(aria) => (
        <>
          <input
            {...aria}
            type="file"
            accept="application/pdf,.pdf"
            onChange={async (e) => {
              const chosen = e.currentTarget.files?.[0];
              if (!chosen) return;
              setFailure("");
              try {
                const up = await uploadFile(chosen, (f) => setProgress(t.uploading(Math.round(f * 100))));
                if (up.mime !== "application/pdf") {
                  setFailure(sw("chooseAPdfFile"));
                  setProgress("");
                  return;
                }
                onChange(up.id);
                setProgress(t.uploaded);
              } catch (err) {
                setProgress("");
                setFailure(err instanceof ApiError ? err.message : sw("theUploadFailedPlease"));
              }
            }}
          />
          <p className="disclosure-staff__file" aria-live="polite">
            {progress ? <span>{progress} </span> : null}
            {file ? (
              <a href={fileUrl(file)} target="_blank" rel="noreferrer">
                {t.currentFile}
                <span className="visually-hidden"> {sw("opensInANewOf", { label })}</span>
              </a>
            ) : (
              t.noFile
            )}
          </p>
        </>
      )}
    </FieldShell>
  );
}
