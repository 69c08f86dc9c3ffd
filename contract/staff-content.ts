import { z } from "zod";
import { approvalStates } from "./approval-rules.ts";
import { contentKinds } from "./content.ts";
import { publishStatuses } from "./staff-rules.ts";

/**
 * The staff API for content items (every kind): the list, one item, saving,
 * reordering. The rest of the staff API is in contract/staff.ts.
 */

// ── Content (admin, editor) ────────────────────────────────────────────────
export const ContentKindParam = z.enum(contentKinds);
export const PublishStatus = z.enum(publishStatuses);

/** GET /api/admin/content/:kind?q=&status=&page=&pageSize= */
export const ContentListQuery = z.object({
  q: z.string().max(200).optional(),
  status: PublishStatus.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
/** An item as staff see it: the public record plus its bookkeeping. */
export const StaffContentMeta = z.object({
  /** "withdrawn": a notice taken down; its address answers 410 (issue 30). */
  status: z.enum([...publishStatuses, "withdrawn"]),
  /** Notices: when it first went live, and when it was withdrawn and for what. */
  publishedAt: z.string().nullable().optional(),
  withdrawnAt: z.string().nullable().optional(),
  replacedBy: z.string().nullable().optional(),
  /** Notices: sent to parents' phones when it goes live. */
  notifyParents: z.boolean().optional(),
  position: z.number(),
  updatedAt: z.string(),
  /** Notifications only: the popup shows between these dates (inclusive). */
  startsAt: z.string().nullable().optional(),
  endsAt: z.string().nullable().optional(),
  /** When it goes live and comes down by itself (issue 31), ISO instants or null. */
  publishAt: z.string().nullable().optional(),
  removeAt: z.string().nullable().optional(),
  /** A change of it waiting for approval, sent back (with the approver's comment) or approved for a time. */
  approval: z
    .object({
      state: z.enum(approvalStates),
      comment: z.string(),
      sentAt: z.string(),
      decidedAt: z.string().nullable(),
      /** One item's GET only: the change as the editor sent it (its fields and times), for the form to go on from. */
      fields: z.record(z.string(), z.unknown()).optional(),
      publishAt: z.string().nullable().optional(),
      removeAt: z.string().nullable().optional(),
    })
    .nullable()
    .optional(),
});
export const ContentListResponse = z.object({
  items: z.array(z.record(z.string(), z.unknown())),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
/**
 * POST /api/admin/content/:kind → 201 {id}; PUT /api/admin/content/:kind/:id → 200 {id}
 * Body: the kind's input schema (contentInputSchemas[kind]) plus `status`.
 * Invalid → 400 {errors: {field: message}}.
 * DELETE /api/admin/content/:kind/:id → 204.
 * POST /api/admin/content/:kind/reorder {ids} → 204 (position = index in ids).
 */
/**
 * POST/PUT body notes: `status` may be left out: a new record is then published, an edited one keeps its status.
 * A new record is placed first among its equals. Every file id must be an upload of this
 * school (images only in fields shown as pictures), else 400 on that field.
 */
export const ReorderRequest = z.object({ ids: z.array(z.string().min(1).max(64)).min(1).max(1000) });

// The staff pages import this with `import type` (zod stays out of the browser bundle).
export type ContentListResponse = z.infer<typeof ContentListResponse>;
