import { z } from "zod";

/**
 * A school's code, as SCHOOL_CODE, the API paths (`/api/news/{school}`), the
 * import file and `npm run school` use it: a letter or digit, then letters,
 * digits and dashes, at most 32 in all (the router's parameter limit is above it).
 */
export const SCHOOL_CODE_MAX = 32;
export const SCHOOL_CODE_PATTERN = /^[a-z0-9][a-z0-9-]{0,31}$/i;
export const SCHOOL_CODE_RULE = "letters, digits and dashes, starting with a letter or digit, at most 32";

/**
 * A host name as the hosts table keeps it (lower case, no port): labels of
 * letters, digits and inner dashes, separated by dots, at most 253 in all.
 */
export const HOST_NAME_PATTERN =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** The {school} part of every public API address. */
export const SchoolParam = z
  .string()
  .max(SCHOOL_CODE_MAX)
  .regex(SCHOOL_CODE_PATTERN, "must be letters, digits and dashes");

export const schoolCodeMessages = {
  malformed: `Malformed school code: it must be 1 to ${SCHOOL_CODE_MAX} letters, digits and dashes.`,
  unknown: (code: string) => `Unknown school code: ${code}`,
} as const;
