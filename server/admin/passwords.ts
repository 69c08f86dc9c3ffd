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
