import { formatDate } from "../../../contract/dates.ts";

import type { WeeklyCount } from "../../../contract/staff.ts";
import { kitWeeklyChartWords as sw } from "../../i18n/catalogues/staff/kit-weekly-chart.ts";
import { ScrollBox } from "./scroll-box.tsx";

type WeekCount = WeeklyCount;

const W = 640;
const H = 220;
const PAD = { top: 16, right: 28, bottom: 36, left: 36 };

const label = (weekStart: string) => formatDate(weekStart, "en-GB-short") ?? weekStart;

/** A short summary for people who cannot see the bars. */
export function chartSummary(weeks: WeekCount[]): string {
  const total = weeks.reduce((s, w) => s + w.count, 0);
  if (!weeks.length) return sw("noWeeksToShow");
  const peak = weeks.reduce((a, b) => (b.count > a.count ? b : a));
  return `${total} enquir${total === 1 ? "y" : "ies"} in ${weeks.length} weeks from ${label(weeks[0].weekStart)}; the busiest week began ${label(peak.weekStart)} with ${peak.count}.`;
}

/**
 * Enquiries per week as an inline SVG bar chart, with a summary as its
 * accessible name and the same numbers as a table for screen readers and
 * anyone who prefers figures.
 */
export function WeeklyChart({ weeks, id = "weekly" }: { weeks: WeekCount[]; id?: string }) {
  const max = Math.max(1, ...weeks.map((w) => w.count));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const step = weeks.length ? plotW / weeks.length : plotW;
  const barW = Math.max(2, step * 0.7);
  // About six date labels fit under the axis at any width.
  const every = Math.max(1, Math.ceil(weeks.length / 6));
  return (
    <figure className="admin-chart" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`}>{sw("enquiriesPerWeek")}</figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="admin-chart__svg"
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={`${id}-title`}>{sw("barChartOfEnquiries")}</title>
        <desc id={`${id}-desc`}>{chartSummary(weeks)}</desc>
        <line
          x1={PAD.left}
          y1={PAD.top + plotH}
          x2={W - PAD.right}
          y2={PAD.top + plotH}
          className="admin-chart__axis"
        />
        <text x={PAD.left - 6} y={PAD.top + 4} textAnchor="end" className="admin-chart__tick">
          {max}
        </text>
        <text x={PAD.left - 6} y={PAD.top + plotH} textAnchor="end" className="admin-chart__tick">
          0
        </text>
        {weeks.map((w, i) => {
          const h = (w.count / max) * plotH;
          const x = PAD.left + i * step + (step - barW) / 2;
          return (
            <g key={w.weekStart}>
              <rect x={x} y={PAD.top + plotH - h} width={barW} height={h} className="admin-chart__bar">
                <title>{sw("weekOf", { v1: label(w.weekStart), count: w.count })}</title>
              </rect>
              {i % every === 0 ? (
                <text x={x + barW / 2} y={H - PAD.bottom + 18} textAnchor="middle" className="admin-chart__tick">
                  {label(w.weekStart).replace(/ \d{4}$/, "")}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <details className="admin-chart__table">
        <summary>{sw("showTheNumbersAs")}</summary>
        <ScrollBox label={sw("enquiriesPerWeek")}>
          <table>
            <caption>{sw("enquiriesPerWeek")}</caption>
            <thead>
              <tr>
                <th scope="col">{sw("weekBeginning")}</th>
                <th scope="col">{sw("enquiries")}</th>
              </tr>
            </thead>
            <tbody>
              {weeks.map((w) => (
                <tr key={w.weekStart}>
                  <td>{label(w.weekStart)}</td>
                  <td>{w.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      </details>
    </figure>
  );
}

/** The "Admission season" section of the dashboard and the enquiries page: the chart under its heading. */
export function AdmissionSeason({ weeks, id }: { weeks: WeekCount[]; id: string }) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{sw("admissionSeason")}</h2>
      <WeeklyChart weeks={weeks} id={id} />
    </section>
  );
}
