import { z } from "zod";

/** The longest school code an address may carry (the router's parameter limit is above it). */
export const SCHOOL_CODE_MAX = 32;

/** The {school} part of every public API address: letters, digits and dashes, not starting with a dash. */
export const SchoolParam = z
  .string()
  .max(SCHOOL_CODE_MAX)
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]*$/, "must be letters, digits and dashes");

export const schoolCodeMessages = {
  malformed: `Malformed school code: it must be 1 to ${SCHOOL_CODE_MAX} letters, digits and dashes.`,
  unknown: (code: string) => `Unknown school code: ${code}`,
} as const;
