import { type FormEvent, useState } from "react";
import type { PagePhotoAdmin } from "../../../contract/staff.ts";
import type { PhotoSet } from "../../content/photo-sets.ts";
import { useReportDirty } from "../kit/dirty-parts.ts";
import { TextField } from "../kit/form-kit.tsx";
import { useOneImage } from "../kit/one-image.tsx";
import { useStaffSubmit } from "../kit/use-staff-submit.tsx";
import { api } from "../shell/api.ts";

const ADD = "pp-add";
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
  const [alt, setAlt] = useState("");
  const { busy, errors, clear, submit, field, problems } = useStaffSubmit(ADD, addLabels);
  const image = useOneImage(ADD, addLabels.file, errors.file, clear);
  const { file } = image;
  useReportDirty(onDirty, ADD, file.length > 0 || alt.trim() !== "" || image.uploading);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (image.uploading) return;
    const check: Record<string, string> = {};
    if (!file.length) check.file = "Choose a photo";
    if (!alt.trim()) check.alt = "Describe the photo for people who cannot see it";
    void submit(
      async () => {
        await api<PagePhotoAdmin>("/api/admin/page-photos", {
          method: "POST",
          body: { page: set.page, tab, file: file[0], alt: alt.trim() },
        });
        image.setFile([]);
        setAlt("");
        return `Photo added to ${tab}.`;
      },
      { check, revalidate: true, fallback: "Adding the photo failed." },
    );
  };

  return (
    <form className="admin-form" noValidate onSubmit={onSubmit}>
      {problems}
      {image.field()}
      <TextField
        {...field("alt", alt, setAlt)}
        required
        maxLength={300}
        help="What the photo shows, for people who cannot see it (for example: Students in the science lab)."
      />
      <button type="submit" className="button" disabled={busy}>
        {busy ? "Adding…" : "Add photo"}
      </button>
    </form>
  );
}
