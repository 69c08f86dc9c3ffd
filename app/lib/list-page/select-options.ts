import { MONTH_ABBRS } from "../../../contract/dates.ts";
import { en } from "../../i18n/catalogues/en.ts";
import { type I18n, monthIn } from "../../i18n/i18n-context.tsx";
import type { Filters } from "../list-filters/list-filters.ts";
import type { FilterSelect } from "./filter-form.tsx";

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * Year dropdown options: optionally an "all" entry first, then the years,
 * newest first, once each. `offer` adds years that must be selectable even
 * without data: the selected one (from a link) and the page's default (the
 * current year), so the visitor can always return to the starting view.
 */
export function yearSelectOptions(
  years: readonly number[],
  offer: readonly (number | "all")[],
  allLabel?: string,
): SelectOption[] {
  const set = new Set(years);
  for (const y of offer) if (y !== "all") set.add(y);
  const options = [...set].sort((a, b) => b - a).map((y) => ({ value: String(y), label: String(y) }));
  return allLabel === undefined ? options : [{ value: "all", label: allLabel }, ...options];
}

/** The words of the filters in the reader's language (the values in the address stay "Jan", "all"). */
interface SelectWords {
  year: string;
  month: string;
  all: string;
  monthName(abbr: string): string;
}

const englishWords: SelectWords = {
  year: en["list.year"],
  month: en["list.month"],
  all: en["list.all"],
  monthName: (abbr) => abbr,
};

/** The filters' words of the reader's language. */
export function selectWords({ lang, t }: Pick<I18n, "lang" | "t">): SelectWords {
  if (lang === "en") return englishWords;
  return {
    year: t("list.year"),
    month: t("list.month"),
    all: t("list.all"),
    monthName: (abbr) => monthIn(lang, MONTH_ABBRS.indexOf(abbr as (typeof MONTH_ABBRS)[number]) + 1),
  };
}

/** Month dropdown: "all" plus the given abbreviations (every month when omitted), in calendar order. */
export function monthSelectOptions(
  months: readonly string[] | undefined,
  selected: string,
  allLabel = englishWords.all,
  monthName: (abbr: string) => string = englishWords.monthName,
): SelectOption[] {
  const offered = new Set<string>(months ?? MONTH_ABBRS);
  if (selected !== "all") offered.add(selected);
  const list = MONTH_ABBRS.filter((m) => offered.has(m));
  return [{ value: "all", label: allLabel }, ...list.map((m) => ({ value: m, label: monthName(m) }))];
}

interface YearMonthSelectsInput {
  filters: Filters;
  defaults: Filters;
  /** Years that have items. */
  years: readonly number[];
  /** Month abbreviations that have items (every month when omitted). */
  months?: readonly string[];
  allYears?: string;
  allMonths?: string;
  /** The reader's language's words (English when omitted). */
  words?: SelectWords;
}

/** The Year dropdown; with `allYears`, an "all" entry comes first. */
export function yearSelect({
  filters,
  defaults,
  years,
  allYears,
  words = englishWords,
}: Omit<YearMonthSelectsInput, "months" | "allMonths">): FilterSelect {
  return {
    name: "year",
    label: words.year,
    value: String(filters.year),
    options: yearSelectOptions(years, [filters.year, defaults.year], allYears),
  };
}

/** The Year and Month dropdowns most list pages filter by. */
export function yearMonthSelects({
  filters,
  defaults,
  years,
  months,
  words = englishWords,
  allYears = words.all,
  allMonths = words.all,
}: YearMonthSelectsInput): FilterSelect[] {
  return [
    yearSelect({ filters, defaults, years, allYears, words }),
    {
      name: "month",
      label: words.month,
      value: filters.month,
      options: monthSelectOptions(months, filters.month, allMonths, words.monthName),
    },
  ];
}
