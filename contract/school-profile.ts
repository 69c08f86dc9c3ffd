import { z } from "zod";
import { checkLanguages } from "./languages.ts";
import { mapEmbedFrom, type Pasted, whatsappLinkFrom } from "./pasted-addresses.ts";
import {
  colourProblem,
  HEX_COLOUR_PATTERN,
  isWebAddress,
  profileMessages as m,
  PHONE_NUMBER_PATTERN,
  PHONE_USES,
  PIN_PATTERN,
  PROFILE_EMAIL_PATTERN,
  PROFILE_LIST_MAX,
  PROFILE_LONG_TEXT_MAX,
  PROFILE_TEXT_MAX,
  PROFILE_URL_MAX,
  phoneUseProblem,
  type SchoolProfile as SchoolProfileShape,
} from "./school-profile-rules.ts";

export * from "./school-profile-rules.ts";

const text = (max = PROFILE_TEXT_MAX) => z.string().trim().max(max, m.tooLong);
const required = (message: string, max = PROFILE_TEXT_MAX) =>
  z.string({ error: message }).trim().min(1, message).max(max, m.tooLong);
/** An http(s) address or nothing: links are never javascript:, data: or relative. */
const webAddress = (message: string = m.url) =>
  z
    .string({ error: message })
    .trim()
    .max(PROFILE_URL_MAX, m.tooLong)
    .refine((v) => v === "" || isWebAddress(v), message);
/** What staff paste, turned into the address it holds (contract/pasted-addresses.ts), or its plain message. */
const pasted = (read: (input: string) => Pasted) =>
  z.string({ error: m.url }).transform((v, ctx) => {
    const answer = read(v);
    if (answer.ok) return answer.value;
    ctx.addIssue({ code: "custom", message: answer.message });
    return z.NEVER;
  });
const option = z.object({ value: required(m.options, 60), label: required(m.options, 60) });

const unique = (values: string[]) => new Set(values).size === values.length;

const Admission = z
  .object({
    academicYears: z.array(required(m.options, 20)).min(1, m.options).max(PROFILE_LIST_MAX),
    academicYearDefault: z.string(),
    boards: z.array(option).min(1, m.options).max(PROFILE_LIST_MAX),
    boardDefault: z.string(),
    classes: z.array(option).min(1, m.options).max(PROFILE_LIST_MAX),
    classDefault: z.string(),
    nextSteps: text(PROFILE_LONG_TEXT_MAX),
  })
  .superRefine((a, ctx) => {
    const check = (values: string[], list: string, def: string, defaultValue: string) => {
      if (!unique(values)) ctx.addIssue({ code: "custom", path: [list], message: m.duplicate });
      if (!values.includes(defaultValue)) ctx.addIssue({ code: "custom", path: [def], message: m.defaultOption });
    };
    check(a.academicYears, "academicYears", "academicYearDefault", a.academicYearDefault);
    check(
      a.boards.map((b) => b.value),
      "boards",
      "boardDefault",
      a.boardDefault,
    );
    check(
      a.classes.map((c) => c.value),
      "classes",
      "classDefault",
      a.classDefault,
    );
  });

/**
 * The school profile (PUT /api/admin/school-profile body, the import file's
 * `school` key, the stored JSON). Every text is plain text (pages escape it);
 * every link is http(s); colours must read well (WCAG AA).
 */
export const SchoolProfile = z.object({
  name: required(m.name),
  shortName: required(m.shortName, 20),
  tagline: text(),
  logo: z
    .string()
    .trim()
    .max(200)
    .regex(/^$|^[A-Za-z0-9/_.-]+\.(png|webp|jpe?g)$/i, m.logo),
  logoPlate: z.boolean().optional(),
  address: z.object({
    street: text(500),
    city: text(),
    state: text(),
    pin: z
      .string()
      .trim()
      .refine((v) => v === "" || PIN_PATTERN.test(v), m.pin),
    country: text(),
  }),
  phones: z
    .array(
      z.object({
        label: required(m.phoneLabel, 60),
        number: z.string({ error: m.phone }).trim().regex(PHONE_NUMBER_PATTERN, m.phone),
        use: z.enum(PHONE_USES, { error: m.admissionsPhone }).optional(),
      }),
    )
    .max(10)
    .superRefine((phones, ctx) => {
      const problem = phoneUseProblem(phones);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  email: z
    .string()
    .trim()
    .max(200, m.tooLong)
    .refine((v) => v === "" || PROFILE_EMAIL_PATTERN.test(v), m.email),
  map: z.object({ link: webAddress(), embed: pasted(mapEmbedFrom) }),
  links: z.object({
    parentPortal: webAddress(),
    onlineFeePayment: webAddress(),
    erpPortal: webAddress(),
    appStore: webAddress(),
    playStore: webAddress(),
    videoChannel: webAddress(),
    messaging: pasted(whatsappLinkFrom),
    photoSharing: webAddress(),
  }),
  social: z.array(z.object({ label: required(m.socialLabel, 60), url: webAddress() })).max(PROFILE_LIST_MAX),
  founded: z
    .number({ error: m.founded })
    .int(m.founded)
    .min(1800, m.founded)
    .max(new Date().getFullYear(), m.founded)
    .nullable(),
  board: z.enum(["cbse", "state"], { error: m.board }),
  cbseAffiliationNo: text(40),
  cbseSchoolCode: text(40),
  colours: z
    .object({
      primary: z.string().regex(HEX_COLOUR_PATTERN, m.colour),
      accent: z.string().regex(HEX_COLOUR_PATTERN, m.colour),
    })
    .superRefine((c, ctx) => {
      for (const which of ["primary", "accent"] as const) {
        const problem = colourProblem(which, c[which]);
        if (problem) ctx.addIssue({ code: "custom", path: [which], message: problem });
      }
    }),
  admission: Admission,
  languages: z
    .array(z.string().trim().max(10), { error: m.languages })
    .max(30)
    .superRefine((codes, ctx) => {
      const checked = checkLanguages(codes);
      if (!checked.ok) ctx.addIssue({ code: "custom", message: checked.message });
    })
    .optional(),
}) satisfies z.ZodType<SchoolProfileShape>;
export type SchoolProfile = SchoolProfileShape;

/** Field path → first message, for the staff form (e.g. "address.pin", "phones.1.number"). */
export function profileErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "_";
    out[key] ??= issue.message;
  }
  return out;
}

/** GET and PUT /api/admin/school-profile answer: the stored profile (the blank one before the school sets it). */
export interface SchoolProfileAnswer {
  profile: SchoolProfileShape;
  /**
   * Parts still as the demo set them, unchecked ("admission",
   * "cbseAffiliationNo", "cbseSchoolCode"): marked "from the demo: check
   * this" until changed or confirmed (POST /api/admin/school-profile/confirm {parts}).
   */
  fromDemo?: string[];
}
