import type { ReactNode } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { type EnglishMarked, langOf } from "./in-english.tsx";

/** One term and its value inside a <dl> (an event's date, time and venue). */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** When and where an event is, for its <dl>: the date, the time and the venue, each only when it has one. */
export function EventFacts({
  item,
  dateStyle,
}: {
  item: EnglishMarked & { date?: string; time?: string; venue?: string };
  dateStyle: "short" | "long";
}) {
  const { t, date } = useI18n();
  return (
    <>
      {item.date ? (
        <Fact term={t("events.date")}>
          <time dateTime={item.date}>{date(item.date, dateStyle) ?? item.date}</time>
        </Fact>
      ) : null}
      {item.time ? <Fact term={t("events.time")}>{item.time}</Fact> : null}
      {item.venue ? (
        <Fact term={t("events.venue")}>
          <span lang={langOf(item, "venue")}>{item.venue}</span>
        </Fact>
      ) : null}
    </>
  );
}
