import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appForTests, testApp } from "../api/forms/test-helpers.ts";
import { ownDemoIds } from "../demo/load-demo.ts";
import { tempDirForTests } from "../shared/test-temp-dir.ts";
import { HostSchools, normalizeHost } from "./host-school.ts";
import { addSchool, parseSchoolCommand, SchoolCommandError } from "./school-admin.ts";
import { type App, schoolDatabases, setPasswordAt, signInAt } from "./school-test-helpers.ts";

describe("npm run school: the command line", () => {
  it("reads add with its options, several hosts, and list", () => {
    expect(
      parseSchoolCommand([
        "add",
        "sunrise",
        "--name",
        "Sunrise School",
        "--host",
        "sunrise.example",
        "--host",
        "www.sunrise.example",
        "--admin-email",
        "head@sunrise.example",
        "--demo",
      ]),
    ).toEqual({
      command: "add",
      code: "sunrise",
      name: "Sunrise School",
      hosts: ["sunrise.example", "www.sunrise.example"],
      adminEmail: "head@sunrise.example",
      demo: true,
    });
    expect(parseSchoolCommand(["list"])).toEqual({ command: "list" });
    expect(parseSchoolCommand([])).toEqual({ command: "help" });
  });

  it("explains a wrong command instead of guessing", () => {
    expect(parseSchoolCommand(["remove", "x"])).toMatchObject({ command: "error", message: /Unknown command: remove/ });
    expect(parseSchoolCommand(["add"])).toMatchObject({ command: "error", message: /one school code/ });
    expect(parseSchoolCommand(["add", "x", "--colour", "red"])).toMatchObject({ command: "error" });
    expect(parseSchoolCommand(["add", "x", "--name"])).toMatchObject({ command: "error" });
  });
});

describe("host names", () => {
  it("are compared in lower case, without port or final dot", () => {
    expect(normalizeHost("WWW.Example.COM:8443")).toBe("www.example.com");
    expect(normalizeHost("example.com.")).toBe("example.com");
    expect(normalizeHost("[::1]:3000")).toBe("[::1]");
  });
});

describe.each(schoolDatabases)("adding schools on $name", (target) => {
  let app: App;
  let database: { drop(): Promise<void> };
  beforeAll(async () => {
    const opened = await target.open();
    database = opened;
    app = await testApp({ databaseUrl: opened.url, rateLimitFactor: 100 });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const refused = async (input: Parameters<typeof addSchool>[1]) => {
    const err = await addSchool(app.services, input).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(SchoolCommandError);
    return (err as Error).message;
  };

  it("adds a school with its name, hosts and first admin, who sets a password through the link at the school's host", async () => {
    const added = await addSchool(app.services, {
      code: "sunrise",
      name: "  Sunrise School ",
      hosts: ["Sunrise.example", "www.sunrise.example:443"],
      adminEmail: "Head@Sunrise.example",
    });
    expect(added).toMatchObject({
      code: "sunrise",
      name: "Sunrise School",
      hosts: ["sunrise.example", "www.sunrise.example"],
      admin: { email: "head@sunrise.example" },
    });
    expect(added.admin?.setPasswordUrl).toMatch(/^https:\/\/sunrise\.example\/admin\/set-password\?token=/);
    expect((await app.services.profiles.view("sunrise")).name).toBe("Sunrise School");
    expect(await app.services.hosts.schoolOf("www.sunrise.example")).toBe("sunrise");
    await setPasswordAt(
      app,
      "sunrise.example",
      added.admin?.setPasswordUrl ?? "",
      "a long password for the new school",
    );
    const staff = await signInAt(
      app,
      "www.sunrise.example",
      "head@sunrise.example",
      "a long password for the new school",
    );
    expect((await staff.call("GET", "/api/admin/me")).json().user.role).toBe("admin");
  });

  it("refuses a duplicate code or host, a bad code, a missing name or host, with every problem named", async () => {
    expect(await refused({ code: "sunrise", name: "Again", hosts: ["other.example"] })).toMatch(
      /A school with the code "sunrise" already exists/,
    );
    expect(await refused({ code: "moon", name: "Moon", hosts: ["WWW.SUNRISE.EXAMPLE"] })).toMatch(
      /The host "www.sunrise.example" already shows the school "sunrise"/,
    );
    const many = await refused({ code: "no good", name: " ", hosts: ["not a host"], adminEmail: "nobody" });
    expect(many).toMatch(/The school code "no good" is not valid/);
    expect(many).toMatch(/Give the school's name/);
    expect(many).toMatch(/The host "not a host" is not a host name/);
    expect(many).toMatch(/"nobody" is not an e-mail address/);
    expect(await refused({ code: "moon", name: "Moon", hosts: [] })).toMatch(/at least one host/);
    // Nothing of the refused schools was written.
    const codes = (await app.services.database.db.selectFrom("schools").select("code").execute()).map((r) => r.code);
    expect(codes.sort()).toEqual(["sunrise", "tvms"]);
  });

  it("loads the demo into the new school and keeps the name it was given", async () => {
    const loaded: string[] = [];
    await addSchool(
      app.services,
      { code: "demo2", name: "Second Demo", hosts: ["demo2.example"], demo: true },
      async (s, school) => {
        loaded.push(school);
        // As the demo does: its own profile, with its own name.
        await s.profiles.save(school, { ...(await s.profiles.get(school)), name: "The Demo's Name" });
      },
    );
    expect(loaded).toEqual(["demo2"]);
    expect((await app.services.profiles.view("demo2")).name).toBe("Second Demo");
  });
});

describe("the host list in memory", () => {
  const app = appForTests(testApp);

  it("reads the list again before answering a host it does not know, at most once a second", async () => {
    const db = app.services.database.db;
    // The default recheck times, as an instance runs with them.
    const hosts = new HostSchools(db, "tvms");
    const t0 = Date.now();
    expect(await hosts.schoolOf("oak.example", t0)).toBe("tvms");
    // Within a second of that read nobody asks the database again for a made-up host.
    await db.insertInto("schools").values({ code: "oak", name: "Oak", contentVersion: 1, createdAt: "x" }).execute();
    await db.insertInto("hosts").values({ host: "oak.example", schoolCode: "oak", createdAt: "x" }).execute();
    expect(await hosts.schoolOf("oak.example", t0 + 500)).toBe("tvms");
    // An instance idle for long: its first request for the new host gets the new school.
    expect(await hosts.schoolOf("oak.example", t0 + 25_000)).toBe("oak");
    expect(await hosts.schoolOf("OAK.example:443", t0 + 25_001)).toBe("oak");
  });

  it("sees a host another process added after its recheck time, and keeps the last list while the database fails", async () => {
    const db = app.services.database.db;
    const hosts = new HostSchools(db, "tvms", 1000);
    const t0 = Date.now();
    expect(await hosts.schoolOf("late.example", t0)).toBe("tvms");
    await db.insertInto("schools").values({ code: "late", name: "Late", contentVersion: 1, createdAt: "x" }).execute();
    await db.insertInto("hosts").values({ host: "late.example", schoolCode: "late", createdAt: "x" }).execute();
    expect(await hosts.schoolOf("late.example", t0 + 10)).toBe("tvms");
    // Past the recheck time the list is read again in the background; the next request sees it.
    await hosts.schoolOf("late.example", t0 + 2000);
    await new Promise((r) => setTimeout(r, 50));
    expect(await hosts.schoolOf("late.example", t0 + 2010)).toBe("late");
  });
});

describe("the demo's fixed ids", () => {
  let app: App;
  const dir = tempDirForTests("demo-ids-");
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  it("stay as they are for the first school and become the school's own where another holds them", async () => {
    const file = path.join(dir.path, "demo.json");
    const doc = { highlights: [{ _id: "demo-highlight-01", title: "x" }], news: [{ title: "no id" }] };
    await fs.writeFile(file, JSON.stringify(doc));
    await ownDemoIds(app.services, "tvms", file);
    expect(JSON.parse(await fs.readFile(file, "utf8"))).toEqual(doc);
    await app.services.content.create("tvms", "highlight", {
      _id: "demo-highlight-01",
      title: "Taken",
      description: "",
      fromDate: "2025-01-01",
      attachments: [],
    });
    await app.services.schools.ensure("second", "Second");
    await ownDemoIds(app.services, "second", file);
    expect(JSON.parse(await fs.readFile(file, "utf8")).highlights[0]._id).toBe("demo-second-highlight-01");
  });
});
