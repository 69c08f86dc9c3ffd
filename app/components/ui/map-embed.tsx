import { useI18n } from "../../i18n/i18n-context.tsx";
import { useSchool } from "../layout/school-context.tsx";

/**
 * The school's map. Nothing is requested from the map provider until the
 * visitor asks: a link always works, and with JavaScript (app/components/ui/map-embed.enhance.ts)
 * a "Show map" button swaps in the embedded map.
 */
export function MapEmbed({ height = 220 }: { height?: number }) {
  const school = useSchool();
  const { t } = useI18n();
  return (
    <div
      className="map-embed"
      style={{ minHeight: height }}
      data-map-embed={school.map.embed}
      data-map-title={school.map.label}
      data-map-height={height}
    >
      <p className="map-embed__address">{school.address.lines.join(", ")}</p>
      <div className="map-embed__actions">
        <button type="button" className="button button--small" data-map-show="" hidden>
          {t("map.show")}
        </button>
        {school.map.link ? (
          <a
            href={school.map.link}
            target="_blank"
            rel="noopener noreferrer"
            className="button button--small button--ghost"
          >
            {t("map.open")}
            <span className="visually-hidden"> {t("layout.newTab")}</span>
          </a>
        ) : null}
      </div>
    </div>
  );
}
