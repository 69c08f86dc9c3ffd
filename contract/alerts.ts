import { z } from "zod";
import { ALERT_TEXT_MAX, alertLevels, alertMessages } from "./alert-rules.ts";

const Instant = z
  .string()
  .refine((s) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(s) && !Number.isNaN(Date.parse(s)), alertMessages.badTime);

/**
 * POST /api/admin/alerts (a contract, like spec section 7's):
 * { level: "urgent" | "info", text, link?, startsAt? (ISO 8601, default now), endsAt (ISO 8601), notify? }
 * → 201 { id }. DELETE /api/admin/alerts/{id} ends it at once → 204.
 * GET /api/admin/alerts → { items: AlertView[] } (showing and coming first, then the last ended).
 */
export const AlertInput = z.object({
  level: z.enum(alertLevels),
  text: z
    .string()
    .trim()
    .min(1, alertMessages.textRequired)
    .max(ALERT_TEXT_MAX, alertMessages.textTooLong)
    // One line of text: line breaks read as spaces.
    .transform((s) => s.replace(/\s+/g, " ")),
  link: z
    .string()
    .trim()
    .max(2000)
    .refine((s) => s === "" || /^https?:\/\/[^\s]+$/i.test(s) || /^\/(?!\/)[^\s]*$/.test(s), alertMessages.badLink)
    .nullish()
    .transform((s) => s ?? ""),
  startsAt: Instant.nullish(),
  endsAt: Instant,
  /** Also send it to the phones following the site's alerts (on by default for urgent alerts). */
  notify: z.boolean().optional(),
});
export type AlertInputData = z.infer<typeof AlertInput>;
