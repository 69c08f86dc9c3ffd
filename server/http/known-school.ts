import type { FastifyReply, FastifyRequest } from "fastify";
import { SchoolParam, schoolCodeMessages } from "../../contract/school-code.ts";
import type { Services } from "../services.ts";

/**
 * The school of a route that takes {school}: a malformed code answers 400,
 * one this server does not hold 404 (both with the API's error body), and
 * the answer is then null. Every such route checks through here.
 */
export async function knownSchool(
  services: Pick<Services, "schools">,
  req: FastifyRequest,
  reply: FastifyReply,
  headers: Record<string, string> = {},
): Promise<string | null> {
  const raw = (req.params as { school?: unknown }).school;
  const fail = (statusCode: 400 | 404, message: string) => {
    reply.status(statusCode).headers(headers).send({ statusCode, message });
    return null;
  };
  if (!SchoolParam.safeParse(raw).success) return fail(400, schoolCodeMessages.malformed);
  const school = raw as string;
  if (!(await services.schools.exists(school))) return fail(404, schoolCodeMessages.unknown(school));
  return school;
}
