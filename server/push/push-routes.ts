import type { FastifyInstance, FastifyReply } from "fastify";
import { PushSubscribeInput, PushUnsubscribeInput } from "../../contract/push.ts";
import { PUSH_KEY_PATH, PUSH_SUBSCRIPTION_PATH } from "../../contract/push-rules.ts";
import type { Services } from "../services.ts";

/** A subscription is a few hundred bytes. */
const BODY_LIMIT = 4 * 1024;

const refuse = (reply: FastifyReply, message: string) =>
  reply.status(400).header("cache-control", "no-store").send({ statusCode: 400, message });

/**
 * The public side of Web Push (issue 30), for the "Get school alerts on this
 * phone" control (app/components/layout/push-control.enhance.ts): the school's
 * public key, and a phone following or leaving the school. A subscription
 * holds no personal data: the push service's address, the browser's two keys
 * and the topics chosen.
 */
export function registerPushRoutes(app: FastifyInstance, services: Pick<Services, "push">): void {
  app.get(PUSH_KEY_PATH, async (req, reply) =>
    reply.header("cache-control", "no-cache").send({ publicKey: await services.push.publicKey(req.school) }),
  );

  app.put(PUSH_SUBSCRIPTION_PATH, { bodyLimit: BODY_LIMIT }, async (req, reply) => {
    const input = PushSubscribeInput.safeParse(req.body);
    if (!input.success)
      return refuse(reply, "This browser did not give a usable subscription, or no topic was chosen.");
    const school = req.school;
    if (!(await services.push.subscribe(school, input.data))) {
      return refuse(reply, "This browser's notification service is not one the school can send to.");
    }
    return reply.status(204).header("cache-control", "no-store").send();
  });

  // The same answer whether or not the phone was following: nothing to learn from it.
  app.delete(PUSH_SUBSCRIPTION_PATH, { bodyLimit: BODY_LIMIT }, async (req, reply) => {
    const input = PushUnsubscribeInput.safeParse(req.body);
    if (!input.success) return refuse(reply, "Say which subscription to end.");
    await services.push.unsubscribe(req.school, input.data.endpoint);
    return reply.status(204).header("cache-control", "no-store").send();
  });
}
