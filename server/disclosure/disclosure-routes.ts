import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  disclosureErrors,
  disclosureMessages,
  filesOf,
  itemSchema,
  SettingsRequest,
} from "../../contract/disclosure.ts";
import {
  type DisclosureItem,
  type DocumentValue,
  disclosureItemByKey,
  formatDmy,
  type ItemValue,
  type TableValue,
} from "../../contract/disclosure-items.ts";
import { staffApiPaths } from "../../contract/staff-api-paths.ts";
import type { AdminContext } from "../admin/admin-context.ts";
import { invalid, notFound, staffOf } from "../admin/admin-http.ts";
import { FileUsage } from "../storage/file-usage.ts";

const KeyParams = z.object({ key: z.string().min(1).max(64) });

/** A short account of a change for the audit log. */
function auditText(item: DisclosureItem, value: ItemValue): string {
  switch (item.kind) {
    case "document": {
      const v = value as DocumentValue;
      if (!v.file) return `${item.label}: removed`;
      const until = v.validUntil ? `, valid until ${formatDmy(v.validUntil)}` : "";
      return `${item.label}: issued ${formatDmy(v.issueDate)}${until}`;
    }
    case "table":
      return `${item.label}: ${(value as TableValue).rows.length} rows`;
    default:
      return `${item.label}: updated`;
  }
}

/**
 * The disclosure's staff API (contract/disclosure.ts), for admins and
 * editors: read everything with its completeness and warnings, save one
 * item at a time (so two people filling different items never overwrite
 * each other), and the page's settings. Files must be PDFs this school
 * uploaded.
 */
export function registerDisclosureRoutes(
  admin: FastifyInstance,
  ctx: AdminContext<"database" | "disclosure" | "store">,
): void {
  const { services } = ctx;
  const usage = new FileUsage(services.database.db, services.store);
  const opts = { config: { staffAccess: "content" as const } };

  admin.get(staffApiPaths.disclosure.page, opts, async (req, reply) =>
    reply.send(await services.disclosure.staffView(staffOf(req).schoolCode)),
  );

  admin.put(staffApiPaths.disclosure.item, opts, async (req, reply) => {
    const params = KeyParams.safeParse(req.params);
    const item = params.success ? disclosureItemByKey.get(params.data.key) : undefined;
    if (!item) return notFound(reply, disclosureMessages.unknownItem);
    const schema = itemSchema(item);
    if (!schema) return invalid(reply, {}, disclosureMessages.profileItem);
    const parsed = schema.safeParse(req.body ?? {});
    if (!parsed.success) return invalid(reply, disclosureErrors(parsed.error));
    const value = parsed.data;
    const staff = staffOf(req);
    const school = staff.schoolCode;

    const files = filesOf(value);
    const known = await usage.known(school, files);
    const errors: Record<string, string> = {};
    for (const id of files) {
      if (known.get(id)?.mime === "application/pdf") continue;
      const v = value as Record<string, unknown>;
      const row = Array.isArray(v.rows) ? (v.rows as Record<string, string>[]).findIndex((r) => r.file === id) : -1;
      errors[v.file === id || row < 0 ? "file" : `rows.${row}.file`] = disclosureMessages.notPdf;
    }
    if (Object.keys(errors).length) return invalid(reply, errors);

    await services.disclosure.saveItem(school, item.key, value, staff.name || staff.email);
    await ctx.audit(req, "update", "disclosure", item.key, auditText(item, value));
    const view = await services.disclosure.staffView(school);
    return reply.send({ value, completeness: view.completeness });
  });

  admin.put(staffApiPaths.disclosure.settings, opts, async (req, reply) => {
    const parsed = SettingsRequest.safeParse(req.body ?? {});
    if (!parsed.success) return invalid(reply, disclosureErrors(parsed.error));
    const staff = staffOf(req);
    await services.disclosure.saveSettings(staff.schoolCode, parsed.data, staff.name || staff.email);
    const s = parsed.data;
    await ctx.audit(
      req,
      "update",
      "disclosure",
      "settings",
      `board ${s.board}, Class XII ${s.hasClassXII ? "yes" : "no"}, other-board page ${s.otherBoardPage}`,
    );
    return reply.send(s);
  });
}
