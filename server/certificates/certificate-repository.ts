import type { Insertable } from "kysely";
import { sql } from "kysely";
import { normalizeAdmissionNo } from "../../contract/enquiry.ts";
import type { Db } from "../db/client.ts";
import { containsText } from "../db/like.ts";
import type { TcLookupsTable, TransferCertificatesTable } from "../db/schema.ts";

const columns = ["id", "admissionNo", "studentName", "file", "revokedAt", "createdAt", "updatedAt"] as const;

export type CertificateRow = Pick<TransferCertificatesTable, (typeof columns)[number]>;
type LookupRow = Insertable<TcLookupsTable>;

/** The admission number as stored, compared without case (normalizeAdmissionNo upper-cases). */
const admissionRef = sql<string>`upper(${sql.ref("admissionNo")})`;

/**
 * All SQL of transfer certificates and their lookup log, for the staff
 * routes, the parents' lookup (certificate-lookup.ts) and the /verify-tc check.
 */
export class CertificateRepository {
  constructor(private readonly db: Db) {}

  byId(school: string, id: string): Promise<CertificateRow | undefined> {
    return this.db
      .selectFrom("transferCertificates")
      .select(columns)
      .where((eb) => eb.and({ schoolCode: school, id }))
      .executeTakeFirst();
  }

  /** The live certificate with this admission number (other than `except`), if any. */
  activeWith(school: string, admissionNo: string, except?: string) {
    let q = this.db
      .selectFrom("transferCertificates")
      .select("id")
      .where("schoolCode", "=", school)
      .where(admissionRef, "=", normalizeAdmissionNo(admissionNo))
      .where("revokedAt", "is", null);
    if (except) q = q.where("id", "!=", except);
    return q.executeTakeFirst();
  }

  /** The live certificates of an admission number (already normalised), for a parent's lookup. */
  liveByAdmission(school: string, admission: string) {
    return this.db
      .selectFrom("transferCertificates")
      .select(["id", "studentName"])
      .where("schoolCode", "=", school)
      .where(admissionRef, "=", admission)
      .where("revokedAt", "is", null)
      .execute();
  }

  /** A school's certificates, newest first; `needle` matches the admission number or the name. */
  search(school: string, needle?: string): Promise<CertificateRow[]> {
    let q = this.db.selectFrom("transferCertificates").select(columns).where("schoolCode", "=", school);
    if (needle) {
      q = q.where((eb) => eb.or([containsText("admissionNo", needle), containsText("studentName", needle)]));
    }
    return q.orderBy("createdAt", "desc").orderBy("id", "desc").execute();
  }

  async insert(row: Insertable<TransferCertificatesTable>): Promise<void> {
    await this.db.insertInto("transferCertificates").values(row).execute();
  }

  async update(id: string, changes: Partial<Pick<TransferCertificatesTable, "studentName" | "file" | "updatedAt">>) {
    await this.db.updateTable("transferCertificates").set(changes).where("id", "=", id).execute();
  }

  /**
   * Revokes (a date) or restores (null). Download links handed out before a
   * revocation end with it: a later restore must not bring them back.
   */
  async setRevoked(id: string, revokedAt: string | null, now: string): Promise<void> {
    await this.db.updateTable("transferCertificates").set({ revokedAt, updatedAt: now }).where("id", "=", id).execute();
    if (revokedAt) {
      await this.db
        .updateTable("tcLookups")
        .set({ expiresAt: now })
        .where("certificateId", "=", id)
        .where("expiresAt", ">", now)
        .execute();
    }
  }

  /** The slip's details: the certificate with its verification code (null when not given yet). */
  slipOf(school: string, id: string) {
    return this.certificateWhere(school, { id });
  }

  /** Gives a code to a certificate that has none (a concurrent caller's code wins). */
  async setVerifyCodeIfNone(id: string, code: string): Promise<void> {
    await this.db
      .updateTable("transferCertificates")
      .set({ verifyCode: code })
      .where("id", "=", id)
      .where("verifyCode", "is", null)
      .execute();
  }

  /** What a check of a verification code shows: the certificate with that code. */
  byVerifyCode(school: string, code: string) {
    return this.certificateWhere(school, { verifyCode: code });
  }

  /** One certificate of the school, by its id or its verification code, as the slip and a check show it. */
  private certificateWhere(school: string, key: { id: string } | { verifyCode: string }) {
    return this.db
      .selectFrom("transferCertificates")
      .select(["id", "admissionNo", "studentName", "revokedAt", "createdAt", "verifyCode"])
      .where((eb) => eb.and({ schoolCode: school, ...key }))
      .executeTakeFirst();
  }

  // ── The lookup log ─────────────────────────────────────────────────────────

  async logLookup(row: LookupRow): Promise<void> {
    await this.db.insertInto("tcLookups").values(row).execute();
  }

  /** The latest lookups of a school (optionally of one admission number), newest first. */
  lookups(school: string, admissionNo: string | undefined, limit: number) {
    let q = this.db
      .selectFrom("tcLookups")
      .select(["admissionNo", "found", "clientIp", "at", "via"])
      .where("schoolCode", "=", school);
    if (admissionNo) q = q.where("admissionNo", "=", normalizeAdmissionNo(admissionNo));
    return q.orderBy("at", "desc").orderBy("id", "desc").limit(limit).execute();
  }

  /** The file and expiry a download token's hash opens, if its certificate is live. */
  byTokenHash(tokenHash: string) {
    return this.db
      .selectFrom("tcLookups")
      .innerJoin("transferCertificates", "transferCertificates.id", "tcLookups.certificateId")
      .select(["transferCertificates.file as file", "tcLookups.expiresAt as expiresAt"])
      .where("tcLookups.tokenHash", "=", tokenHash)
      .where("transferCertificates.revokedAt", "is", null)
      .executeTakeFirst();
  }
}
