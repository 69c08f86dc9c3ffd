import {
  type AdmissionEnquiryInput,
  admissionEnquirySchema,
  ENQUIRY_LIMIT,
  type EnquiryChoices,
  type EnquiryOutcome,
  enquiryRateMessage,
  fieldErrors,
  IdempotencyKey,
  standardChoices,
} from "../../contract/enquiry.ts";
import { enquiryStoredFields } from "../../contract/enquiry-rules.ts";
import { isLang } from "../../contract/languages.ts";
import type { Config } from "../config.ts";
import { newId } from "../content/content-repository.ts";
import type { Db } from "../db/client.ts";
import { clientKey } from "../http/client-key.ts";
import { FixedWindowLimiter } from "../http/fixed-window.ts";
import type { WindowStore } from "../shared/window-store.ts";
import { EnquiryRepository } from "./enquiry-repository.ts";

/** Admission enquiries: validation, the per-client limit, idempotent storage. */
export class EnquiryService {
  private readonly limiter: FixedWindowLimiter;
  private readonly enquiries: EnquiryRepository;

  constructor(
    db: Db,
    config: Pick<Config, "rateLimitFactor">,
    /** The school's own admission choices (its profile); the spec's when not given. */
    private readonly choicesOf: (school: string) => Promise<EnquiryChoices> = async () => standardChoices,
    /** Where the per-client counts live (Redis with REDIS_URL, so every instance shares them). */
    windows?: WindowStore,
  ) {
    this.limiter = new FixedWindowLimiter(
      "enquiry",
      Math.max(1, Math.round(ENQUIRY_LIMIT.max * config.rateLimitFactor)),
      ENQUIRY_LIMIT.windowMs,
      windows,
    );
    this.enquiries = new EnquiryRepository(db);
  }

  /**
   * Checks the body with the form's schema, then stores it in one transaction.
   * A key seen before answers with the first enquiry's id and stores nothing;
   * replays do not count against the limit, so a retry after a lost answer works.
   */
  async submit(
    school: string,
    body: unknown,
    meta: { clientIp: string; idempotencyKey?: string; lang?: string },
  ): Promise<EnquiryOutcome> {
    // Validated against this school's own choices: a year or class it does not offer is refused.
    const parsed = admissionEnquirySchema(await this.choicesOf(school)).safeParse(body);
    const rawKey =
      meta.idempotencyKey ??
      (body && typeof body === "object" ? (body as Record<string, unknown>).idempotencyKey : undefined);
    const key = rawKey === undefined || rawKey === "" ? undefined : IdempotencyKey.safeParse(rawKey);
    if (!parsed.success || (key && !key.success)) {
      const errors = parsed.success ? {} : fieldErrors(parsed.error);
      if (key && !key.success) errors.idempotencyKey = key.error.issues[0].message;
      return { status: "invalid", errors };
    }
    const input = parsed.data;
    const idempotencyKey = key?.success ? key.data : null;

    if (idempotencyKey) {
      const earlier = await this.byKey(school, idempotencyKey);
      if (earlier) return this.replay(earlier, input);
    }

    const allowed = await this.limiter.take(school, [clientKey(meta.clientIp)]);
    if (!allowed.ok) {
      return {
        status: "rate-limited",
        retryAfter: allowed.retryAfter,
        message: enquiryRateMessage(allowed.retryAfter),
      };
    }

    const now = new Date().toISOString();
    const id = newId();
    try {
      await this.enquiries.insert({
        id,
        schoolCode: school,
        ...typedFields(input),
        consentAt: now,
        idempotencyKey,
        status: "new",
        notes: "",
        clientIp: meta.clientIp.slice(0, 64),
        createdAt: now,
        // The language of the form it came from (staff see "sent in मराठी"); English is null.
        lang: isLang(meta.lang) && meta.lang !== "en" ? meta.lang : null,
      });
    } catch (e) {
      // Two requests with one key at the same moment: the unique index lets one in.
      if (idempotencyKey && isUniqueViolation(e)) {
        const earlier = await this.byKey(school, idempotencyKey);
        if (earlier) return this.replay(earlier, input);
      }
      throw e;
    }
    return { status: "created", id, replayed: false };
  }

  private byKey(school: string, key: string) {
    return this.enquiries.byKey(school, key);
  }

  private replay(earlier: { id: string } & Record<StoredField, string>, input: AdmissionEnquiryInput) {
    const same = enquiryStoredFields.every((f) => earlier[f] === input[f]);
    if (!same) {
      return {
        status: "conflict",
        message:
          "This idempotency key was already used for a different enquiry. Send the changed enquiry with a new key.",
      } as const;
    }
    return { status: "created", id: earlier.id, replayed: true } as const;
  }
}

type StoredField = (typeof enquiryStoredFields)[number];

/** The fields of the form an enquiry stores as typed. */
function typedFields(input: AdmissionEnquiryInput): Record<StoredField, string> {
  return Object.fromEntries(enquiryStoredFields.map((f) => [f, input[f]])) as Record<StoredField, string>;
}

function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string } | null;
  // SQLite (better-sqlite3) and PostgreSQL codes of a unique-index violation.
  return err?.code === "SQLITE_CONSTRAINT_UNIQUE" || err?.code === "23505";
}
