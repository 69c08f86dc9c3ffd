import { elapsed } from "../../contract/dates.ts";
import type { Translate } from "./i18n-context.tsx";

/** "x ago" in the reader's language ("20 days ago", "20 दिवसांपूर्वी"); empty for an invalid instant. */
export function timeAgo(t: Translate, iso: string | null | undefined, now: Date): string {
  const when = elapsed(iso, now);
  return when ? t("time.ago", { unit: when.unit, count: when.count }) : "";
}
