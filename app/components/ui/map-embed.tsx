import { useState } from "react";
import { school } from "../../content/school.ts";

/**
 * The school's map. Nothing is requested from the map provider until the
 * visitor asks: a link always works, and with JavaScript a button swaps in
 * the embedded map.
 */
export function MapEmbed({ height = 220 }: { height?: number }) {
  const [loaded, setLoaded] = useState(false);
  if (loaded) {
    return (
      <iframe
        className="map-embed__frame"
        title={school.map.label}
        src={school.map.embed}
        height={height}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
      />
    );
  }
  return (
    <div className="map-embed" style={{ minHeight: height }}>
      <p className="map-embed__address">{school.address.lines.join(", ")}</p>
      <div className="map-embed__actions">
        <button type="button" className="button button--small" onClick={() => setLoaded(true)}>
          Show map
        </button>
        <a
          href={school.map.link}
          target="_blank"
          rel="noopener noreferrer"
          className="button button--small button--ghost"
        >
          Open in maps<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </div>
    </div>
  );
}
