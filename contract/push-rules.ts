/**
 * Web Push to parents' phones (issue 30) without zod: the topics a phone can
 * follow, and what the public control and the staff screens share.
 */
export const pushTopics = ["urgent", "news", "events"] as const;
export type PushTopic = (typeof pushTopics)[number];

/** The public API of subscriptions (server/push/push-routes.ts). */
export const PUSH_KEY_PATH = "/api/push/key";
export const PUSH_SUBSCRIPTION_PATH = "/api/push/subscription";

/** Each send's result as staff see it. */
export interface PushSendView {
  id: string;
  source: string;
  topic: PushTopic;
  title: string;
  url: string;
  status: "queued" | "sending" | "done" | "cancelled";
  sent: number;
  failed: number;
  removed: number;
  createdAt: string;
  finishedAt: string | null;
}

/** Phones following the school: all of them, and per topic. */
export type PushCounts = { phones: number } & Record<PushTopic, number>;
