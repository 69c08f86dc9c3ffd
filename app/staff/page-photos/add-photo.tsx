import { type FormEvent, useCallback, useState } from "react";
import { useRevalidator } from "react-router";
import type { PagePhotoAdmin } from "../../../contract/staff.ts";
import type { PhotoSet } from "../../content/photo-sets.ts";
import { useReportDirty } from "../kit/dirty-parts.ts";
import { IMAGE_TYPES } from "../kit/file-types.ts";
import { FilesField } from "../kit/files-field.tsx";
import { ErrorSummary, FormAlert, TextField, useFormErrors } from "../kit/form-kit.tsx";
import { useAdmin } from "../shell/admin-shell.tsx";
import { ApiError, api } from "../shell/api.ts";

const ADD = "pp-add";
const addOrder = ["file", "alt"] as const;
const addLabels = { file: "Photo", alt: "Description for blind visitors" };

/** The form that adds a photo to the chosen tab; it tells the page while it holds something unsaved. */
export function AddPhoto({
  set,
  tab,
  onDirty,
}: {
  set: PhotoSet;
  tab: string;
  onDirty: (part: string, dirty: boolean) => void;
}) {
  const { announce } = useAdmin();
  const revalidator = useRevalidator();
  const [file, setFile] = useState<string[]>([]);
  const [alt, setAlt] = useState("");
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState("");
  const { errors, setErrors, clear } = useFormErrors(ADD, addOrder);
  const dirty = file.length > 0 || alt.trim() !== "" || uploading;
  useReportDirty(onDirty, ADD, dirty);
  const onFile = useCallback(
    (update: (prev: string[]) => string[]) => {
      setFile(update);
      clear("file");
    },
    [clear],
  );

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || uploading) return;
    const found: Record<string, string> = {};
    if (!file.length) found.file = "Choose a photo";
    if (!alt.trim()) found.alt = "Describe the photo for people who cannot see it";
    setAlert("");
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await api<PagePhotoAdmin>("/api/admin/page-photos", {
        method: "POST",
        body: { page: set.page, tab, file: file[0], alt: alt.trim() },
      });
      announce(`Photo added to ${tab}.`);
      setFile([]);
      setAlt("");
      revalidator.revalidate();
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fieldErrors).length) setErrors(err.fieldErrors);
      else setAlert(err instanceof Error ? err.message : "Adding the photo failed.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-form" noValidate onSubmit={onSubmit}>
      <ErrorSummary form={ADD} errors={errors} order={addOrder} labels={addLabels} />
      <FormAlert message={alert} />
      <FilesField
        form={ADD}
        name="file"
        label={addLabels.file}
        error={errors.file}
        accept={IMAGE_TYPES}
        images
        single
        value={file}
        onChange={onFile}
        onBusyChange={setUploading}
      />
      <TextField
        form={ADD}
        name="alt"
        label={addLabels.alt}
        required
        maxLength={300}
        help="What the photo shows, for people who cannot see it (for example: Students in the science lab)."
        value={alt}
        error={errors.alt}
        onChange={(e) => {
          setAlt(e.currentTarget.value);
          clear("alt");
        }}
      />
      <button type="submit" className="button" disabled={busy}>
        {busy ? "Adding…" : "Add photo"}
      </button>
    </form>
  );
}
