import { createContext, useContext } from "react";

/** A stored photo as a page shows it: its file id and its own description. */
export interface SharePhoto {
  file: string;
  alt: string;
}

/** The kinds of picture sharing previews can show (an SVG or a PDF cannot be a preview). */
export const PREVIEW_FILE = /\.(jpe?g|png|webp|gif|avif)$/i;

/**
 * The first stored photo a page draws: the picture its sharing preview
 * shows unless the route's meta names one. Noted by the components that draw
 * stored photos while the page renders (one instance per render), so the
 * head says what the visitor sees first without reading the HTML back.
 */
export class FirstPhoto {
  photo: SharePhoto | null = null;

  note(file: string, alt: string): void {
    if (!this.photo && PREVIEW_FILE.test(file)) this.photo = { file, alt };
  }
}

export const FirstPhotoContext = createContext<FirstPhoto | null>(null);

/** Called by a component drawing a stored photo (outside a page render it does nothing). */
export function useNotePhoto(file: string, alt: string): void {
  useContext(FirstPhotoContext)?.note(file, alt);
}
