import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { Renderer } from "./renderer.ts";

export const StatsView: Renderer<"stats"> = ({ block }) => {
  const { t } = useI18n();
  return (
    <section className="stats" aria-label={block.title ?? t("content.figures")}>
      {block.title ? <h3>{block.title}</h3> : null}
      <dl className="stats__list">
        {block.stats.map((s, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: figures may share a label while staff edit them
          <div key={i} className="stats__item">
            <dt>{s.label}</dt>
            <dd>{s.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
};
