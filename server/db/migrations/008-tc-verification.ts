import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";

/** 80 random bits in Crockford base32 (no I, L, O, U): 16 characters, read aloud without mix-ups. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
function code(): string {
  const bytes = randomBytes(16);
  let out = "";
  for (let i = 0; i < 16; i++) out += ALPHABET[bytes[i] & 31];
  return out;
}

/**
 * Certificates anyone can verify (issue 18): each transfer certificate gets an
 * unguessable verification code, printed on a slip staff attach to the TC, and
 * each check of a code is written to the lookup log marked as a verification.
 * Existing certificates get their codes here.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("transferCertificates").addColumn("verifyCode", "text").execute();
  await db.schema.alterTable("tcLookups").addColumn("via", "text").execute();
  const rows = await db.selectFrom("transferCertificates").select("id").execute();
  for (const row of rows) {
    await db.updateTable("transferCertificates").set({ verifyCode: code() }).where("id", "=", row.id).execute();
  }
  await db.schema
    .createIndex("transferCertificates_verify_idx")
    .on("transferCertificates")
    .column("verifyCode")
    .unique()
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("transferCertificates_verify_idx").ifExists().execute();
  await db.schema.alterTable("tcLookups").dropColumn("via").execute();
  await db.schema.alterTable("transferCertificates").dropColumn("verifyCode").execute();
}
