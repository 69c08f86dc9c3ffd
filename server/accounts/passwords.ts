import { hash, verify } from "@node-rs/argon2";

/** argon2id with the OWASP minimum: 19 MiB of memory, 2 iterations. */
const options = {
  algorithm: 2 /* Argon2id; the enum is a const enum that isolated modules cannot read */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** Staff-facing reasons a new password is refused (after the length rule of contract/staff.ts). */
export const passwordMessages = {
  common:
    "This password is one of the most common ones, so it is easy to guess. Choose a less usual one, such as a few unrelated words.",
  repetitive: "This password uses too few different characters. Choose a less predictable one.",
  email: "Do not use your e-mail address, or the part before the @, in your password.",
  school: "Do not use the school's name in your password.",
} as const;

let common: Set<string> | null = null;

/** The ~49,000 most common passwords of zxcvbn-ts's maintained list, loaded on first use. */
async function commonPasswords(): Promise<Set<string>> {
  if (!common) {
    const { dictionary } = await import("@zxcvbn-ts/language-common");
    common = new Set((dictionary as Record<string, string[]>)["passwords-common"].map((p) => p.toLowerCase()));
  }
  return common;
}

const compact = (s: string) => s.toLowerCase().replace(/[\s._-]+/g, "");

/**
 * Why a new password is refused, or null. Besides the length rule: a
 * password from the common list (also with a few digits or symbols added at
 * the end, as in "password12"), one of four or fewer different characters,
 * one containing the account's e-mail address or its part before the @, or
 * any of the school's names (full, short such as "TVMS", its code).
 */
export async function passwordProblem(
  password: string,
  about: { email: string; schoolNames?: readonly (string | null | undefined)[] },
): Promise<string | null> {
  const lower = password.toLowerCase();
  if (new Set(lower.replace(/\s/g, "")).size <= 4) return passwordMessages.repetitive;
  const list = await commonPasswords();
  const base = lower.replace(/[\d\W_]{1,4}$/, "");
  if (list.has(lower) || list.has(lower.trim()) || (base.length >= 4 && list.has(base))) return passwordMessages.common;
  const email = about.email.toLowerCase();
  const local = email.split("@")[0];
  if (lower.includes(email) || (local.length >= 3 && compact(password).includes(compact(local)))) {
    return passwordMessages.email;
  }
  for (const name of about.schoolNames ?? []) {
    const school = compact(name ?? "");
    if (school.length >= 3 && compact(password).includes(school)) return passwordMessages.school;
  }
  return null;
}
