import { useCallback, useState } from "react";
import { IMAGE_TYPES } from "./file-types.ts";
import { FilesField } from "./files-field.tsx";

/**
 * A form's one picture (a certificate, a page photo): its value, whether it is
 * still uploading (the form waits), and its field. Picking a file clears the
 * field's error.
 */
export function useOneImage(
  form: string,
  label: string,
  error: string | undefined,
  clear: (name: string) => void,
  refusal?: (file: File) => string,
) {
  const [file, setFile] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const onChange = useCallback(
    (update: (prev: string[]) => string[]) => {
      setFile(update);
      clear("file");
    },
    [clear],
  );
  const props = { form, name: "file", label, error, accept: IMAGE_TYPES, images: true, single: true, value: file };
  const field = (help?: string) => (
    <FilesField {...props} help={help} onChange={onChange} onBusyChange={setUploading} refusal={refusal} />
  );
  return { file, setFile, uploading, field };
}
