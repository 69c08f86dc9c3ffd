import type { EnquiryChoiceLists, EnquiryView, WeeklyCount } from "../../../contract/staff.ts";
import { staffApiPaths } from "../../../contract/staff-api-paths.ts";
import { enquiryStatuses, receivedPeriods } from "../../../contract/staff-rules.ts";
import { enquiriesWords as sw } from "../../i18n/catalogues/staff/enquiries.ts";
import { useDirtyParts } from "../kit/dirty-parts.ts";
import { useUnsavedChanges } from "../kit/unsaved-changes.tsx";
import { AdmissionSeason } from "../kit/weekly-chart.tsx";
import { api, load } from "../shell/api.ts";
import { EnquiryCard } from "./enquiry-card.tsx";
import { EnquiryFilterForm, type EnquiryFilters } from "./enquiry-filters.tsx";

const statuses: readonly string[] = enquiryStatuses;

type Enquiry = EnquiryView;

interface EnquiriesData {
  filters: EnquiryFilters;
  choices: EnquiryChoiceLists;
  items: Enquiry[];
  weekly: WeeklyCount[] | null;
}

function filtersOf(url: URL, choices: EnquiryChoiceLists): EnquiryFilters {
  const get = (k: string) => (url.searchParams.get(k) ?? "").trim().slice(0, 200);
  const status = get("status");
  const received = get("received");
  return {
    received: (receivedPeriods as readonly string[]).includes(received) ? received : "",
    academicYear: choices.academicYears.includes(get("academicYear")) ? get("academicYear") : "",
    class: choices.classes.includes(get("class")) ? get("class") : "",
    status: statuses.includes(status) ? status : "",
    q: get("q"),
  };
}

function filterQuery(f: EnquiryFilters): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v) p.set(k, v);
  const s = p.toString();
  return s ? `?${s}` : "";
}

export async function loadEnquiries(request: Request): Promise<EnquiriesData> {
  const choices = await load<EnquiryChoiceLists>(request, staffApiPaths.enquiries.choices);
  const filters = filtersOf(new URL(request.url), choices);
  const [items, weekly] = await Promise.all([
    load<Enquiry[]>(request, `${staffApiPaths.enquiries.list}${filterQuery(filters)}`),
    api<WeeklyCount[]>(`${staffApiPaths.enquiries.weekly}?weeks=26`).catch(() => null),
  ]);
  return { filters, choices, items, weekly };
}

/** The admissions inbox: filters, status and notes per enquiry, CSV export and the weekly chart. */
export function EnquiriesPage({ data }: { data: EnquiriesData }) {
  const { filters, choices, items } = data;
  // A status or note changed and not saved: leaving (or filtering) asks first.
  const [dirty, onDirty] = useDirtyParts();
  const [leaveDialog] = useUnsavedChanges(dirty);
  const filtered = Object.values(filters).some(Boolean);
  return (
    <>
      <h1>{sw("enquiries")}</h1>
      <EnquiryFilterForm filters={filters} filtered={filtered} choices={choices} />

      <div className="admin-page__head">
        <p className="admin-count" aria-live="polite">
          {sw(countKey(items.length, filtered), { count: items.length })}
        </p>
        <a
          className="button button--small button--ghost"
          href={`${staffApiPaths.enquiries.csv}${filterQuery(filters)}`}
          download
        >
          {sw(filtered ? "downloadCsvFiltered" : "downloadCsv")}
        </a>
      </div>

      {items.length ? (
        <ul className="admin-rows admin-enquiries">
          {items.map((e) => (
            <li key={e.id}>
              <EnquiryCard enquiry={e} onDirty={onDirty} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="admin-empty">{filtered ? sw("noEnquiriesMatchThese") : sw("noEnquiriesYet")}</p>
      )}

      {data.weekly ? <AdmissionSeason weeks={data.weekly} id="enq-weekly" /> : null}
      {leaveDialog}
    </>
  );
}

/** "3 enquiries", or "3 enquiries found" under filters: whole sentences, one and many. */
const countKey = (count: number, found: boolean) =>
  found ? (count === 1 ? "foundOne" : "foundMany") : count === 1 ? "countOne" : "countMany";
