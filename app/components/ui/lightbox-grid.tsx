import { type MouseEvent, useCallback, useRef, useState } from "react";
import { fileUrl, ResponsiveImage } from "./responsive-image.tsx";
import "./lightbox-grid.css";

export interface GridPhoto {
  file: string;
  alt: string;
  width: number;
  height: number;
  /** Optional text under the thumbnail and in the lightbox (e.g. media title and date). */
  caption?: string;
}

export interface LightboxGridProps {
  photos: GridPhoto[];
  /** Accessible name of the grid, e.g. "Library photos". */
  label: string;
}

interface ViewerProps {
  label: string;
  photos: GridPhoto[];
  index: number;
  open: boolean;
  onView: (index: number) => void;
  onClose: () => void;
}

const variantWidths = [400, 800, 1600] as const;

/** Lightbox slide of a stored photo: the original plus the resized variants the endpoint serves. */
export function slideOf(p: GridPhoto) {
  const widths = variantWidths.filter((w) => w <= Math.max(p.width, 400));
  return {
    src: fileUrl(p.file),
    alt: p.alt,
    width: p.width,
    height: p.height,
    srcSet: widths.map((w) => ({ src: fileUrl(p.file, w), width: w, height: Math.round((p.height * w) / p.width) })),
    ...(p.caption ? { description: p.caption } : {}),
  };
}

interface Library {
  Lightbox: typeof import("yet-another-react-lightbox").default;
  plugins: { counter: Plugin; captions: Plugin };
}
type Plugin = typeof import("yet-another-react-lightbox/plugins/counter").default;

let library: Promise<Library> | undefined;

/**
 * The lightbox library and its styles load on the first open, so pages with
 * photo grids do not pay for them up front.
 */
function loadLibrary(): Promise<Library> {
  library ??= Promise.all([
    import("yet-another-react-lightbox"),
    import("yet-another-react-lightbox/plugins/counter"),
    import("yet-another-react-lightbox/plugins/captions"),
    import("yet-another-react-lightbox/styles.css"),
    import("yet-another-react-lightbox/plugins/counter.css"),
    import("yet-another-react-lightbox/plugins/captions.css"),
  ]).then(([lightbox, counter, captions]) => ({
    Lightbox: lightbox.default,
    plugins: { counter: counter.default, captions: captions.default },
  }));
  library.catch(() => {
    library = undefined;
  });
  return library;
}

function Viewer({ lib, label, photos, index, open, onView, onClose }: ViewerProps & { lib: Library }) {
  const { Lightbox, plugins } = lib;
  const captions = photos.some((p) => p.caption);
  return (
    <Lightbox
      open={open}
      index={index}
      close={onClose}
      slides={photos.map(slideOf)}
      plugins={captions ? [plugins.counter, plugins.captions] : [plugins.counter]}
      labels={{ Lightbox: label, Carousel: label, "Photo gallery": label }}
      on={{ view: ({ index: i }) => onView(i) }}
      controller={{ closeOnBackdropClick: true }}
      carousel={{ finite: photos.length < 3 }}
      render={photos.length < 2 ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
    />
  );
}

/**
 * The one photo grid of the site: thumbnails (4 columns ≥1200 px, 3 ≥992,
 * 2 ≥576, 1 below) that are links to the full image, so they work without
 * JavaScript; with it they open a modal viewer with keyboard arrows, swipe
 * and Escape, and focus returns to the thumbnail that opened it.
 */
export function LightboxGrid({ photos, label }: LightboxGridProps) {
  const [lib, setLib] = useState<Library | null>(null);
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const opener = useRef<HTMLElement | null>(null);

  const show = (event: MouseEvent<HTMLAnchorElement>, i: number) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    opener.current = event.currentTarget;
    setIndex(i);
    loadLibrary().then(
      (loaded) => {
        setLib(loaded);
        setOpen(true);
      },
      // Without the viewer the full image still opens as a page.
      () => {
        window.location.assign(fileUrl(photos[i].file));
      },
    );
  };

  const close = useCallback(() => {
    setOpen(false);
    opener.current?.focus();
  }, []);

  if (photos.length === 0) return null;
  return (
    <>
      <ul className="photo-grid" aria-label={label}>
        {photos.map((p, i) => (
          <li key={p.file}>
            <a href={fileUrl(p.file)} className="photo-grid__link" aria-haspopup="dialog" onClick={(e) => show(e, i)}>
              <ResponsiveImage
                file={p.file}
                alt={p.alt}
                width={p.width}
                height={p.height}
                sizes="(min-width: 1200px) 25vw, (min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw"
              />
            </a>
            {p.caption ? <p className="photo-grid__caption">{p.caption}</p> : null}
          </li>
        ))}
      </ul>
      {lib ? (
        <Viewer lib={lib} label={label} photos={photos} index={index} open={open} onView={setIndex} onClose={close} />
      ) : null}
    </>
  );
}
