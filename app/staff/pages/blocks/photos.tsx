import { type Editor, plain } from "./fields.tsx";

export const PhotosEditor: Editor<"photos"> = plain([
  { name: "tab", label: "Photo group (as named under Page photos)" },
  { name: "alt", label: "What the photo shows (read out to blind visitors)" },
]);
