import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { kolkataDateTime } from "../../contract/dates.ts";
import { schoolOptions } from "../../contract/enquiry-rules.ts";
import type { EnquiryChoiceLists, EnquiryView } from "../../contract/staff.ts";
import { EnquiryListQuery, UpdateEnquiryRequest } from "../../contract/staff.ts";
import { staffApiPaths } from "../../contract/staff-api-paths.ts";
import { type EnquiryColumn, enquiryLabels, enquiryStatusLabels } from "../../contract/staff-rules.ts";
import { EnquiryRepository } from "../enquiries/enquiry-repository.ts";
import { firstWeekStart, periodStart, weeklyCounts } from "../enquiries/weekly-counts.ts";
import type { AdminContext } from "./admin-context.ts";
import { notFound, parseOr400, staffOf } from "./admin-http.ts";
import { toCsv } from "./csv.ts";

const IdParams = z.object({ id: z.string().min(1).max(64) });
const WeeklyQuery = z.object({ weeks: z.coerce.number().int().min(1).max(104).default(26) });
const csvColumns = Object.entries(enquiryLabels) as [EnquiryColumn, string][];
const boards: Record<string, string> = Object.fromEntries(schoolOptions.map((o) => [o.value, o.label]));

/** A cell as staff read it: IST dd/mm/yyyy hh:mm times, the status and board in words. */
function enquiryCell(row: EnquiryView, column: EnquiryColumn): string | null {
  if (column === "createdAt" || column === "consentAt") return row[column] && kolkataDateTime(row[column]);
  if (column === "status") return enquiryStatusLabels[row.status];
  if (column === "school") return boards[row.school] ?? row.school;
  return row[column];
}

const sinceOf = (query: { received?: "today" | "week" }) =>
  query.received ? periodStart(query.received).toISOString() : undefined;

/** The school's current years and classes first, then older ones its enquiries were sent for. */
function choicesOf(
  admission: { academicYears: readonly string[]; classes: readonly { value: string }[] },
  sent: EnquiryChoiceLists,
): EnquiryChoiceLists {
  const unite = (current: readonly string[], older: readonly string[]) => [
    ...current,
    ...older.filter((v) => !current.includes(v)),
  ];
  return {
    academicYears: unite(admission.academicYears, sent.academicYears),
    classes: unite(
      admission.classes.map((c) => c.value),
      sent.classes,
    ),
  };
}

/** The enquiries inbox: list with filters, status and notes, CSV export, weekly counts. */
export function registerEnquiryAdminRoutes(admin: FastifyInstance, ctx: AdminContext<"database" | "profiles">): void {
  const enquiries = new EnquiryRepository(ctx.services.database.db);
  const opts = { config: { staffAccess: "enquiries" as const } };

  admin.get(staffApiPaths.enquiries.list, opts, async (req, reply) => {
    const query = parseOr400(EnquiryListQuery, req.query, reply);
    if (!query) return reply;
    return reply.send(await enquiries.list(staffOf(req).schoolCode, query, sinceOf(query)));
  });

  admin.get(staffApiPaths.enquiries.csv, opts, async (req, reply) => {
    const query = parseOr400(EnquiryListQuery, req.query, reply);
    if (!query) return reply;
    const rows = await enquiries.list(staffOf(req).schoolCode, query, sinceOf(query));
    const filters = Object.entries(query)
      .filter(([, v]) => v)
      .map(([k, v]) => `${k}=${v}`)
      .join(", ");
    await ctx.audit(
      req,
      "export",
      "enquiries",
      null,
      `${rows.length} enquiries as CSV${filters ? ` (${filters})` : ""}`,
    );
    const csv = toCsv(
      csvColumns.map(([, label]) => label),
      rows.map((r) => csvColumns.map(([key]) => enquiryCell(r, key))),
    );
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type("text/csv; charset=utf-8")
      .header("Content-Disposition", `attachment; filename="enquiries-${day}.csv"`)
      .send(csv);
  });

  // The filters offer the years and classes the school takes enquiries for
  // now (its admission settings), then any older ones its enquiries were
  // sent for, so last year's "Class 3" stays findable after a rename.
  admin.get(staffApiPaths.enquiries.choices, opts, async (req, reply) => {
    const school = staffOf(req).schoolCode;
    const [view, sent] = await Promise.all([ctx.services.profiles.view(school), enquiries.sentFor(school)]);
    return reply.send(choicesOf(view.admission, sent));
  });

  admin.get(staffApiPaths.enquiries.weekly, opts, async (req, reply) => {
    const query = parseOr400(WeeklyQuery, req.query, reply);
    if (!query) return reply;
    const now = new Date();
    const since = firstWeekStart(query.weeks, now).toISOString();
    const received = await enquiries.receivedSince(staffOf(req).schoolCode, since);
    return reply.send(weeklyCounts(received, query.weeks, now));
  });

  admin.patch(staffApiPaths.enquiries.one, opts, async (req, reply) => {
    const params = IdParams.safeParse(req.params);
    if (!params.success) return notFound(reply, "This enquiry no longer exists.");
    const input = parseOr400(UpdateEnquiryRequest, req.body, reply);
    if (!input) return reply;
    const school = staffOf(req).schoolCode;
    const byId = () => enquiries.byId(school, params.data.id);
    const before = await byId();
    if (!before) return notFound(reply, "This enquiry no longer exists.");
    const changes: { status?: typeof input.status; notes?: string } = {};
    if (input.status !== undefined) changes.status = input.status;
    if (input.notes !== undefined) changes.notes = input.notes;
    if (Object.keys(changes).length) {
      await enquiries.update(before.id, changes);
      // Notes may hold personal details: the log says that they changed, not what they say.
      const what = [
        changes.status && changes.status !== before.status ? `status ${before.status} → ${changes.status}` : "",
        changes.notes !== undefined && changes.notes !== before.notes ? "notes changed" : "",
      ].filter(Boolean);
      if (what.length) await ctx.audit(req, "update", "enquiry", before.id, what.join(", "));
    }
    return reply.send(await byId());
  });
}
