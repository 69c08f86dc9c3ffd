import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiryOtherMessages } from "../../../contract/enquiry-rules.ts";
import { clientKey } from "../../http/client-key.ts";
import { formPost, pageApp } from "../../web/page-test-helpers.ts";
import { addCertificate, appForTests, testApp, validEnquiry } from "./test-helpers.ts";

/** Issue 15: regression tests for the holes the attack test found in the public forms. */

type App = Awaited<ReturnType<typeof testApp>>;

const apiLookup = (app: App, admission: string, name: string, remoteAddress: string) =>
  app.inject({ method: "POST", url: "/api/tc/tvms", payload: { admission, name }, remoteAddress });

describe("issue 15: transfer certificate lookups", () => {
  let app: Awaited<ReturnType<typeof pageApp>>;
  beforeAll(async () => {
    app = await pageApp();
    await addCertificate(app, "TV2019/045", "Aarav Sunil Deshmukh");
    await addCertificate(app, "TV2018/112", "Sneha Rajendra Patil");
  });
  afterAll(() => app.close());

  it("15.1 a parent with the right name is not locked out by someone else's wrong tries", async () => {
    // The report's reproduction: 6 wrong tries for two numbers through the no-JS form, from one address.
    const attacker: number[] = [];
    for (const admission of ["TV2019/045", "TV2018/112"]) {
      for (let i = 0; i < 6; i++) {
        const res = await app.inject(formPost("/tc", { admission, name: "x" }, "127.0.0.10"));
        attacker.push(res.statusCode);
      }
    }
    // Its own limit stops it after 5 tries; nothing it sent later counted against the numbers.
    expect(attacker.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
    expect(attacker.slice(5).every((s) => s === 429)).toBe(true);
    // Parents with the right names, from other addresses, get their certificates.
    const sneha = await apiLookup(app, "TV2018/112", "Sneha Rajendra Patil", "127.0.0.11");
    expect(sneha.statusCode).toBe(200);
    const aarav = await app.inject(
      formPost("/tc", { admission: "TV2019/045", name: "Aarav Sunil Deshmukh" }, "127.0.0.12"),
    );
    expect(aarav.statusCode).toBe(200);
    expect(aarav.json()).toMatchObject({ status: "found" });
  });

  it("15.1 the no-JS form posts sit under the same per-client limit as the API", async () => {
    // A factor of 0.01 makes the 600-a-minute page limit 6, so the test stays quick.
    const limited = await pageApp({ rateLimitFactor: 0.01 });
    try {
      const answers: { status: number; type: string }[] = [];
      for (let i = 0; i < 7; i++) {
        // Empty fields: refused by the form itself, so no other limit counts them.
        const res = await limited.inject(formPost("/tc", { admission: "", name: "" }, "198.51.100.50"));
        answers.push({ status: res.statusCode, type: String(res.headers["content-type"]) });
      }
      expect(answers.slice(0, 6).map((a) => a.status)).toEqual([400, 400, 400, 400, 400, 400]);
      expect(answers[6].status).toBe(429);
      expect(answers[6].type).toMatch(/^text\/plain/);
      // Another client is not affected.
      const other = await limited.inject(formPost("/tc", { admission: "", name: "" }, "198.51.100.51"));
      expect(other.statusCode).toBe(400);
    } finally {
      await limited.close();
    }
  });
});

// N8: after the per-number window was full, 429 for a wrong name and 200 for
// the right one told a guesser with many addresses which name was right, so
// nothing capped the total number of guesses.
describe("the total cap on name guesses per admission number", () => {
  const app = appForTests(testApp);

  it("answers at most 20 wrong names a day, from any addresses; then no name at all", async () => {
    await addCertificate(app, "TV2020/007", "Mohammed Ayaan Shaikh");
    await addCertificate(app, "TV2018/112", "Sneha Rajendra Patil");
    const statuses: number[] = [];
    for (let i = 1; i <= 20; i++)
      statuses.push((await apiLookup(app, "TV2020/007", `Guess ${i}`, `198.18.0.${i}`)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    // The 21st try, even with the right name from a fresh address, tells nothing.
    const right = await apiLookup(app, "TV2020/007", "Mohammed Ayaan Shaikh", "198.18.1.1");
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(/Too many names were tried for this admission number.*school office/);
    expect(Number(right.headers["retry-after"])).toBeGreaterThan(23 * 3600);
    // Other numbers are not affected.
    expect((await apiLookup(app, "TV2018/112", "Sneha Rajendra Patil", "198.18.1.2")).statusCode).toBe(200);
  });
});

describe("issue 15: IPv6 clients", () => {
  const app = appForTests(testApp);

  it("15.12 per-client limits count an IPv6 /64 as one client", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) {
      statuses.push((await apiLookup(app, `Q${i}`, "Nobody", `2001:db8:1:2::${i.toString(16)}`)).statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
    // Another /64 is another client.
    expect((await apiLookup(app, "Q9", "Nobody", "2001:db8:1:3::1")).statusCode).toBe(404);

    const enquiries: number[] = [];
    for (let i = 1; i <= 6; i++) {
      const res = await app.inject({
        method: "POST",
        url: "/api/form/tvms/AdmissionEnquire",
        payload: validEnquiry,
        remoteAddress: `2001:db8:9:9:${i}::1`,
      });
      enquiries.push(res.statusCode);
    }
    expect(enquiries).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("15.12 the client key groups IPv6 by /64 and reads IPv4 through IPv6 sockets", () => {
    expect(clientKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe(clientKey("2001:0db8:0001:0002::1"));
    expect(clientKey("2001:db8:1:2::1")).not.toBe(clientKey("2001:db8:1:3::1"));
    expect(clientKey("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(clientKey("127.0.0.1")).not.toBe(clientKey("127.0.0.2"));
  });
});

describe("issue 15: RATE_LIMIT_FACTOR", () => {
  it("15.15 the README names every limit RATE_LIMIT_FACTOR loosens, and those it never does", async () => {
    const readme = fs.readFileSync("README.md", "utf8");
    const row = readme.split("\n").find((l) => l.startsWith("| `RATE_LIMIT_FACTOR`")) ?? "";
    expect(row).toMatch(/tests and benchmarks only/i);
    expect(row).not.toMatch(/read rate limits/);
    const section = readme.slice(readme.indexOf("## Security notes"));
    for (const limit of ["600 requests", "5 enquiries", "5 tries", "admission number", "sign-in"]) {
      expect(section).toContain(limit);
    }
    // And the code does what the README says: the factor loosens the per-client TC
    // limit, never the per-number one.
    const relaxed = await testApp({ rateLimitFactor: 50 });
    try {
      await addCertificate(relaxed, "TV2020/007", "Mohammed Ayaan Shaikh");
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++)
        statuses.push((await apiLookup(relaxed, "TV2020/007", "x", "203.0.113.3")).statusCode);
      expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
    } finally {
      await relaxed.close();
    }
  });
});

describe("issue 15: unusual characters", () => {
  const app = appForTests(() => testApp({ rateLimitFactor: 100 }));

  it("15.16 enquiry fields refuse NUL and lone surrogates with a clear field message", async () => {
    for (const [field, value] of [
      ["name", "Aarav\u0000Deshmukh"],
      ["fatherName", "Sunil \uD800Deshmukh"],
      ["name", "\uDC00Aarav"],
      ["email", "sunil\u0000@example.com"],
    ]) {
      const res = await app.inject({
        method: "POST",
        url: "/api/form/tvms/AdmissionEnquire",
        payload: { ...validEnquiry, [field]: value },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field]).toBe(enquiryOtherMessages.badCharacters);
    }
    // A real emoji (a proper surrogate pair) and Devanagari stay welcome.
    const fine = await app.inject({
      method: "POST",
      url: "/api/form/tvms/AdmissionEnquire",
      payload: { ...validEnquiry, name: "आरव 🙂 Deshmukh" },
    });
    expect(fine.statusCode).toBe(201);
    const tc = await apiLookup(app, "TV\u00002019", "Aarav", "203.0.113.77");
    expect(tc.statusCode).toBe(400);
  });
});
