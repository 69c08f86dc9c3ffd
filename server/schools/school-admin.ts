import { parseArgs } from "node:util";
import { HOST_NAME_PATTERN, SCHOOL_CODE_PATTERN, SCHOOL_CODE_RULE } from "../../contract/school-code.ts";
import { CreateAccountRequest } from "../../contract/staff.ts";
import { StaffAccounts } from "../accounts/accounts.ts";
import { isUniqueViolation } from "../db/cluster-lock.ts";
import type { Services } from "../services.ts";
import { normalizeHost } from "./host-school.ts";

/**
 * `npm run school`: the schools of one deployment and the host names that
 * show each. The CLI (scripts/school.ts) only parses and prints; the work is
 * here, so it is tested like the rest.
 */

interface AddSchoolInput {
  code: string;
  name: string;
  hosts: string[];
  adminEmail?: string;
  demo?: boolean;
}

type SchoolCommand =
  | ({ command: "add" } & AddSchoolInput)
  | { command: "list" }
  | { command: "help" }
  | { command: "error"; message: string };

export const USAGE = `Usage:
  npm run school -- add CODE --name "NAME" --host HOST [--host HOST2] [--admin-email E] [--demo]
  npm run school -- list`;

/** The school command from the words after `npm run school --`; mistakes become messages. */
export function parseSchoolCommand(argv: string[]): SchoolCommand {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (e) {
    return { command: "error", message: (e as Error).message };
  }
  const [command, ...rest] = parsed.positionals;
  const v = parsed.values;
  if (!command || v.help || command === "help") return { command: "help" };
  if (command === "list") {
    if (rest.length) return { command: "error", message: `list takes no arguments (got ${rest.join(" ")}).` };
    return { command: "list" };
  }
  if (command !== "add") return { command: "error", message: `Unknown command: ${command}. Use add or list.` };
  if (rest.length !== 1) return { command: "error", message: "add needs one school code, e.g. add sunrise --name …" };
  return {
    command: "add",
    code: rest[0],
    name: v.name ?? "",
    hosts: v.host ?? [],
    adminEmail: v["admin-email"],
    demo: v.demo ?? false,
  };
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      name: { type: "string" },
      host: { type: "string", multiple: true },
      "admin-email": { type: "string" },
      demo: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
}

export class SchoolCommandError extends Error {}

interface AddedSchool {
  code: string;
  name: string;
  hosts: string[];
  /** The first admin and the one-time link to set a password (72 hours). */
  admin?: { email: string; setPasswordUrl: string };
  demo: boolean;
}

/** Checks everything before writing anything; every problem in one message. */
async function check(services: Services, input: AddSchoolInput) {
  const db = services.database.db;
  const problems: string[] = [];
  const code = input.code.trim();
  const name = input.name.trim();
  if (!SCHOOL_CODE_PATTERN.test(code)) problems.push(`The school code "${code}" is not valid: ${SCHOOL_CODE_RULE}.`);
  if (!name) problems.push('Give the school\'s name: --name "Name of the school".');
  else if (name.length > 200) problems.push("The name is longer than 200 characters.");
  const hosts = [...new Set(input.hosts.map(normalizeHost))];
  if (hosts.length === 0) problems.push("Give at least one host name: --host www.school.example.");
  for (const host of hosts) {
    if (!HOST_NAME_PATTERN.test(host))
      problems.push(`The host "${host}" is not a host name (e.g. www.school.example).`);
  }
  let email: string | undefined;
  if (input.adminEmail !== undefined) {
    const parsed = CreateAccountRequest.shape.email.safeParse(input.adminEmail);
    if (parsed.success) email = parsed.data;
    else problems.push(`The admin e-mail "${input.adminEmail}" is not an e-mail address.`);
  }
  if (SCHOOL_CODE_PATTERN.test(code)) {
    const existing = await db.selectFrom("schools").select("code").where("code", "=", code).executeTakeFirst();
    if (existing) problems.push(`A school with the code "${code}" already exists.`);
  }
  if (hosts.length) {
    const taken = await db.selectFrom("hosts").select(["host", "schoolCode"]).where("host", "in", hosts).execute();
    for (const t of taken) problems.push(`The host "${t.host}" already shows the school "${t.schoolCode}".`);
  }
  if (problems.length) throw new SchoolCommandError(problems.join("\n"));
  return { code, name, hosts, email };
}

/**
 * Adds a school: its record and profile name, its host names, optionally
 * its first admin (a one-time set-password link, as for accounts made in
 * the staff area) and the demo content (`loadDemo`, given by the CLI).
 */
export async function addSchool(
  services: Services,
  input: AddSchoolInput,
  loadDemo?: (services: Services, school: string) => Promise<unknown>,
): Promise<AddedSchool> {
  const { code, name, hosts, email } = await check(services, input);
  const db = services.database.db;
  const now = new Date().toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto("schools").values({ code, name, contentVersion: 1, createdAt: now }).execute();
      await trx
        .insertInto("hosts")
        .values(hosts.map((host) => ({ host, schoolCode: code, createdAt: now })))
        .execute();
    });
  } catch (e) {
    // Another `add` of the same code or host got in between the check and the write.
    if (isUniqueViolation(e)) throw new SchoolCommandError(`The school "${code}" or one of its hosts was just added.`);
    throw e;
  }
  services.hosts.invalidate();

  if (input.demo) {
    if (!loadDemo) throw new Error("addSchool: --demo needs the demo loader");
    await loadDemo(services, code);
  }
  // The demo brings its own profile (with the demo's name): the school keeps the name it was given.
  const profile = await services.profiles.get(code);
  const saved = await services.profiles.save(code, { ...profile, name });
  if (saved.status === "invalid")
    throw new Error(`the profile of ${code} was refused: ${JSON.stringify(saved.errors)}`);

  let admin: AddedSchool["admin"];
  if (email) {
    const created = await new StaffAccounts(db, code).create({ email, name: "Administrator", role: "admin" });
    if ("error" in created) throw new SchoolCommandError(Object.values(created.error).join(" "));
    admin = { email, setPasswordUrl: `https://${hosts[0]}${created.setPasswordUrl}` };
  }
  return { code, name, hosts, admin, demo: Boolean(input.demo) };
}

interface SchoolListing {
  code: string;
  name: string;
  hosts: string[];
  /** The school shown for localhost and hosts not listed (SCHOOL_CODE). */
  isDefault: boolean;
}

/** Every school with its name (the profile's) and host names, by code. */
export async function listSchools(services: Services): Promise<SchoolListing[]> {
  const db = services.database.db;
  const schools = await db.selectFrom("schools").select(["code"]).orderBy("code").execute();
  const hosts = await db.selectFrom("hosts").select(["host", "schoolCode"]).orderBy("host").execute();
  const out: SchoolListing[] = [];
  for (const s of schools) {
    out.push({
      code: s.code,
      name: (await services.profiles.view(s.code)).name,
      hosts: hosts.filter((h) => h.schoolCode === s.code).map((h) => h.host),
      isDefault: s.code === services.config.schoolCode,
    });
  }
  return out;
}

/** The listing as the CLI prints it: one school a line, code, name, hosts. */
export function formatSchoolList(schools: SchoolListing[]): string {
  if (schools.length === 0) return "No schools yet.";
  const width = Math.max(4, ...schools.map((s) => s.code.length));
  return schools
    .map((s) => {
      const hosts = [...s.hosts, ...(s.isDefault ? ["(localhost and unknown hosts)"] : [])];
      return `${s.code.padEnd(width)}  ${s.name}  ${hosts.join(", ") || "(no host)"}`;
    })
    .join("\n");
}
