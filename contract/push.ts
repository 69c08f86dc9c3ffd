import { z } from "zod";
import { pushTopics } from "./push-rules.ts";

const Base64Url = z.string().regex(/^[A-Za-z0-9_-]+=*$/);

/**
 * PUT /api/push/subscription: what the browser's PushSubscription.toJSON()
 * gives, plus the topics chosen. The endpoint is the push service's address;
 * the server sends only to known push services (server/push/push-endpoints.ts).
 */
export const PushSubscribeInput = z.object({
  subscription: z.object({
    endpoint: z.string().url().max(1000),
    keys: z.object({ p256dh: Base64Url.min(80).max(200), auth: Base64Url.min(16).max(64) }),
  }),
  topics: z.array(z.enum(pushTopics)).min(1).max(pushTopics.length),
});
export type PushSubscribeData = z.infer<typeof PushSubscribeInput>;

/** DELETE /api/push/subscription: the endpoint to forget. */
export const PushUnsubscribeInput = z.object({ endpoint: z.string().url().max(1000) });
