/** Where the preview sits beside the form (app/features/certificate/tc.css); narrower screens get the link only. */
export const PREVIEW_MEDIA = "(min-width: 900px)";

/**
 * Adds the sample PDF preview (`data-pdf-preview` = its URL) once the screen
 * is wide enough, also when a window is widened later. Phones skip it: their
 * browsers do not show PDFs inside pages, and a desktop PDF viewer costs
 * hundreds of KB of script.
 */
export default function enhancePdfPreview(slot: HTMLElement): void {
  const src = slot.dataset.pdfPreview;
  if (!src) return;
  const wide = window.matchMedia(PREVIEW_MEDIA);
  const show = () => {
    if (!wide.matches || slot.querySelector("iframe")) return;
    const frame = document.createElement("iframe");
    frame.className = "tc__preview";
    frame.title = slot.dataset.title ?? "";
    frame.height = "500";
    frame.loading = "lazy";
    frame.src = src;
    slot.append(frame);
  };
  show();
  wide.addEventListener("change", show);
}
