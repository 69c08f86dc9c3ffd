/**
 * Breakpoints the stylesheet (carousel.css) has media queries for, shared by
 * the server markup, which writes a visible-slide count for each, and the
 * behaviour, which reads the one in force without measuring the page.
 */
export const CAROUSEL_BREAKPOINTS = [0, 576, 768, 992, 1024, 1200, 1500] as const;

/**
 * Icons of the carousel's play/pause button, shared by the server markup
 * (app/components/ui/carousel.tsx) and the behaviour that switches them; their
 * labels come from the catalogues, written into the button in the page's language.
 */
export const carouselIcons = {
  play: "M4 2.5v11l9.5-5.5z",
  pause: "M4 2.5h3v11H4zm5 0h3v11H9z",
} as const;
