/**
 * Checking a transfer certificate's verification code (/verify-tc): what the
 * page shows, and nothing more than the slip already says.
 */

/** Upper-case, without spaces or dashes; O→0 and I/L→1 as Crockford reads them. Null when it cannot be a code. */
export function normalizeVerifyCode(input: string | null | undefined): string | null {
  if (typeof input !== "string" || input.length > 64) return null;
  const s = input.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
  return /^[0-9A-HJKMNP-TV-Z]{16}$/.test(s) ? s : null;
}

/** "ABCD-EFGH-JKMN-PQRS", as printed. */
export const formatVerifyCode = (code: string) => code.match(/.{1,4}/g)?.join("-") ?? code;

export type VerifyOutcome =
  | {
      status: "valid" | "revoked";
      school: string;
      studentName: string;
      admissionNo: string;
      /** dd/mm/yyyy (Kolkata) */
      issuedOn: string;
      /** dd/mm/yyyy (Kolkata), when revoked */
      revokedOn: string | null;
    }
  | { status: "unknown" }
  | { status: "rate-limited"; retryAfter: number };
