import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { z } from "zod";
import { EnquiryListQuery, UpdateEnquiryRequest } from "../../contract/staff.ts";
import type { Db } from "../db/client.ts";
import { likeContains, notFound, parseOr400, staffOf } from "./admin-http.ts";
import type { AdminContext } from "./admin-routes.ts";
import { toCsv } from "./csv.ts";
import { firstWeekStart, weeklyCounts } from "./weekly-counts.ts";

const enquiryColumns = [
  ["createdAt", "Received"],
  ["academicYear", "Academic year"],
  ["name", "Student name"],
  ["fatherName", "Parent name"],
  ["phone", "Mobile number"],
  ["email", "E-mail"],
  ["school", "Board"],
  ["class", "Class"],
  ["consentAt", "Consent given"],
  ["status", "Status"],
  ["notes", "Notes"],
  ["id", "Id"],
] as const;

const viewColumns = [
  "id",
  "academicYear",
  "name",
  "fatherName",
  "phone",
  "email",
  "school",
  "class",
  "status",
  "notes",
  "consentAt",
  "createdAt",
] as const;

const IdParams = z.object({ id: z.string().min(1).max(64) });
const WeeklyQuery = z.object({ weeks: z.coerce.number().int().min(1).max(104).default(26) });

/** The enquiries matching the staff's filters, newest first. */
function filtered(db: Db, school: string, f: z.output<typeof EnquiryListQuery>) {
  let q = db.selectFrom("enquiries").select(viewColumns).where("schoolCode", "=", school);
  if (f.academicYear) q = q.where("academicYear", "=", f.academicYear);
  if (f.class) q = q.where("class", "=", f.class);
  if (f.status) q = q.where("status", "=", f.status);
  const needle = f.q?.trim();
  if (needle) {
    const pattern = likeContains(needle);
    q = q.where((eb) =>
      eb.or(
        (["name", "fatherName", "phone", "email"] as const).map(
          (c) => sql<boolean>`lower(${sql.ref(c)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  return q.orderBy("createdAt", "desc").orderBy("id", "desc");
}

/** The enquiries inbox: list with filters, status and notes, CSV export, weekly counts. */
export function registerEnquiryAdminRoutes(admin: FastifyInstance, ctx: AdminContext): void {
  const db = ctx.services.database.db;
  const opts = { config: { staffAccess: "enquiries" as const } };

  admin.get("/api/admin/enquiries", opts, async (req, reply) => {
    const query = parseOr400(EnquiryListQuery, req.query, reply);
    if (!query) return reply;
    return reply.send(await filtered(db, staffOf(req).schoolCode, query).execute());
  });

  admin.get("/api/admin/enquiries.csv", opts, async (req, reply) => {
    const query = parseOr400(EnquiryListQuery, req.query, reply);
    if (!query) return reply;
    const rows = await filtered(db, staffOf(req).schoolCode, query).execute();
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
      enquiryColumns.map(([, label]) => label),
      rows.map((r) => enquiryColumns.map(([key]) => r[key])),
    );
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type("text/csv; charset=utf-8")
      .header("Content-Disposition", `attachment; filename="enquiries-${day}.csv"`)
      .send(csv);
  });

  admin.get("/api/admin/enquiries/weekly", opts, async (req, reply) => {
    const query = parseOr400(WeeklyQuery, req.query, reply);
    if (!query) return reply;
    const now = new Date();
    const rows = await db
      .selectFrom("enquiries")
      .select("createdAt")
      .where("schoolCode", "=", staffOf(req).schoolCode)
      .where("createdAt", ">=", firstWeekStart(query.weeks, now).toISOString())
      .execute();
    return reply.send(
      weeklyCounts(
        rows.map((r) => r.createdAt),
        query.weeks,
        now,
      ),
    );
  });

  admin.patch("/api/admin/enquiries/:id", opts, async (req, reply) => {
    const params = IdParams.safeParse(req.params);
    if (!params.success) return notFound(reply, "This enquiry no longer exists.");
    const input = parseOr400(UpdateEnquiryRequest, req.body, reply);
    if (!input) return reply;
    const school = staffOf(req).schoolCode;
    const byId = () =>
      db
        .selectFrom("enquiries")
        .select(viewColumns)
        .where("schoolCode", "=", school)
        .where("id", "=", params.data.id)
        .executeTakeFirst();
    const before = await byId();
    if (!before) return notFound(reply, "This enquiry no longer exists.");
    const changes: { status?: typeof input.status; notes?: string } = {};
    if (input.status !== undefined) changes.status = input.status;
    if (input.notes !== undefined) changes.notes = input.notes;
    if (Object.keys(changes).length) {
      await db.updateTable("enquiries").set(changes).where("id", "=", before.id).execute();
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
