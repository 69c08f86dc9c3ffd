import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiryMessages } from "../../../contract/enquiry.ts";
import { CertificateLookup } from "../../certificates/certificate-lookup.ts";
import { addCertificate, appForTests, testApp, validEnquiry } from "./test-helpers.ts";

type App = Awaited<ReturnType<typeof testApp>>;

const ENQUIRY = "/api/form/tvms/AdmissionEnquire";
let ipCounter = 0;
/** A fresh client address per test, so the per-client limit only bites where a test wants it to. */
const nextIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

describe("POST /api/form/{school}/AdmissionEnquire", () => {
  const app = appForTests(testApp);

  const post = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = nextIp()) =>
    app.inject({ method: "POST", url: ENQUIRY, payload: payload as object, headers, remoteAddress });
  /** A body sent as it is, labelled JSON. */
  const postText = (payload: string) =>
    app.inject({
      method: "POST",
      url: ENQUIRY,
      payload,
      headers: { "content-type": "application/json" },
      remoteAddress: nextIp(),
    });

  it("stores a valid enquiry with its consent time and answers 201 {id}", async () => {
    const before = new Date().toISOString();
    const res = await post(validEnquiry);
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    const row = await app.services.database.db
      .selectFrom("enquiries")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const { consent: _consent, ...fields } = validEnquiry;
    expect(row).toMatchObject({ ...fields, status: "new" });
    expect(row.consentAt! >= before).toBe(true);
  });

  it("answers 400 with every spec message for an empty body", async () => {
    const res = await post({});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      name: enquiryMessages.name,
      fatherName: enquiryMessages.fatherName,
      phone: enquiryMessages.phoneBlank,
      email: enquiryMessages.emailBlank,
      consent: enquiryMessages.consent,
    });
  });

  it.each([
    [{ name: "   " }, "name", enquiryMessages.name],
    [{ fatherName: "" }, "fatherName", enquiryMessages.fatherName],
    [{ phone: "" }, "phone", enquiryMessages.phoneBlank],
    [{ phone: "98765" }, "phone", enquiryMessages.phoneInvalid],
    [{ phone: "98765432101" }, "phone", enquiryMessages.phoneInvalid],
    [{ phone: "98765-4321" }, "phone", enquiryMessages.phoneInvalid],
    [{ email: " " }, "email", enquiryMessages.emailBlank],
    [{ email: "sunil at example.com" }, "email", enquiryMessages.emailInvalid],
    [{ email: "sunil @example.com" }, "email", enquiryMessages.emailInvalid],
    [{ consent: false }, "consent", enquiryMessages.consent],
    [{ academicYear: "2023-24" }, "academicYear", "Choose an academic year"],
    [{ school: "icse" }, "school", "Choose a school board"],
    [{ class: "Class 11" }, "class", "Choose a class"],
  ])("refuses %j with the message for %s", async (change, field, message) => {
    const res = await post({ ...validEnquiry, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ [field]: message });
  });

  it("refuses a JSON array or string body with 400", async () => {
    expect((await post([validEnquiry])).statusCode).toBe(400);
    const res = await postText('"hello"');
    expect(res.statusCode).toBe(400);
  });

  it("answers 400 to malformed JSON", async () => {
    const res = await postText('{"name": "Aarav",');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("The request is malformed.");
  });

  it("answers 413 to a body over 16 KB, well under the server-wide limit", async () => {
    const res = await post({ ...validEnquiry, notes: "x".repeat(20 * 1024) });
    expect(res.statusCode).toBe(413);
    const count = await app.services.database.db
      .selectFrom("enquiries")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("phone", "=", "9876543210")
      .where("name", "=", "Oversized")
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it("answers 404 for an unknown school and 400 for a malformed one", async () => {
    expect(
      (await app.inject({ method: "POST", url: "/api/form/nope/AdmissionEnquire", payload: validEnquiry })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: "POST", url: "/api/form/no%20pe/AdmissionEnquire", payload: validEnquiry }))
        .statusCode,
    ).toBe(400);
  });

  it("stores one record for a double click: the same key answers the same id", async () => {
    const key = "6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b";
    const body = { ...validEnquiry, name: "Double Click" };
    const [a, b] = await Promise.all([post(body, { "idempotency-key": key }), post(body, { "idempotency-key": key })]);
    const c = await post({ ...body, idempotencyKey: key });
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([201, 201, 201]);
    expect(b.json().id).toBe(a.json().id);
    expect(c.json().id).toBe(a.json().id);
    const rows = await app.services.database.db
      .selectFrom("enquiries")
      .select("id")
      .where("name", "=", "Double Click")
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("refuses to reuse a key for a different enquiry (422) and a malformed key (400)", async () => {
    const key = "0a8a6c1e-1111-4e5f-8a9b-0c1d2e3f4a5b";
    expect((await post(validEnquiry, { "idempotency-key": key })).statusCode).toBe(201);
    const changed = await post({ ...validEnquiry, phone: "9000000000" }, { "idempotency-key": key });
    expect(changed.statusCode).toBe(422);
    const bad = await post({ ...validEnquiry, idempotencyKey: "short" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.idempotencyKey).toMatch(/idempotency key/);
  });

  it("stores SQL and script text verbatim and answers it only as JSON", async () => {
    const name = "Robert'); DROP TABLE enquiries;--";
    const fatherName = '<script>alert("x")</script> & <img src=x onerror=alert(1)>';
    const res = await post({ ...validEnquiry, name, fatherName });
    expect(res.statusCode).toBe(201);
    const row = await app.services.database.db
      .selectFrom("enquiries")
      .select(["name", "fatherName"])
      .where("id", "=", res.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name, fatherName });
    // The table survived, and answers never echo the text as HTML.
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.body).not.toContain("<script>");
  });
});

describe("the enquiry limit per client", () => {
  /** Sends `count` enquiries from one address, one after another; the answers in order. */
  async function enquiriesFrom(app: App, remoteAddress: string, count: number, payload = (_i: number) => validEnquiry) {
    const answers = [];
    for (let i = 0; i < count; i++) {
      answers.push(await app.inject({ method: "POST", url: ENQUIRY, payload: payload(i), remoteAddress }));
    }
    return answers;
  }

  it("allows 5 enquiries a minute from one address, then 429 with Retry-After", async () => {
    const app = await testApp();
    try {
      const answers = await enquiriesFrom(app, "192.0.2.7", 6, (i) => ({ ...validEnquiry, name: `Child ${i}` }));
      expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201, 429]);
      const refused = answers[5];
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
      expect(refused.json().message).toMatch(/^Too many enquiries .* Please wait \d+ seconds and try again\.$/);
      // Another client is not affected, and a replay of a stored key still answers its id.
      const other = await app.inject({
        method: "POST",
        url: ENQUIRY,
        payload: validEnquiry,
        remoteAddress: "192.0.2.8",
      });
      expect(other.statusCode).toBe(201);
      const rows = await app.services.database.db.selectFrom("enquiries").select("id").execute();
      expect(rows).toHaveLength(6);
    } finally {
      await app.close();
    }
  });

  it("multiplies the limit by RATE_LIMIT_FACTOR", async () => {
    const app = await testApp({ rateLimitFactor: 2 });
    try {
      const statuses = (await enquiriesFrom(app, "192.0.2.9", 11)).map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses[10]).toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe("transfer certificates", () => {
  let app: App;
  let cert: Awaited<ReturnType<typeof addCertificate>>;
  beforeAll(async () => {
    app = await testApp();
    // These tests look up the same numbers many times; the limits have their own tests below.
    app.services.certificateLookup = new CertificateLookup(app.services.database.db, app.services.store, {
      limit: { max: 1000, windowMs: 60_000 },
    });
    cert = await addCertificate(app, "TV2019/045", "Aarav Sunil Deshmukh");
    await addCertificate(app, "TV2018/112", "Sneha Rajendra Patil");
  });
  afterAll(() => app.close());

  const lookup = (payload: unknown, remoteAddress = nextIp()) =>
    app.inject({ method: "POST", url: "/api/tc/tvms", payload: payload as object, remoteAddress });

  it("answers 200 {data} for a matching name, ignoring case, dots and repeated spaces", async () => {
    for (const name of [
      "Aarav Sunil Deshmukh",
      "aarav  sunil   DESHMUKH",
      "Aarav S. Deshmukh".replace("S.", "Sunil."),
      " AARAV.SUNIL DESHMUKH ",
    ]) {
      const res = await lookup({ name, admission: "TV2019/045" });
      expect(res.statusCode, name).toBe(200);
      expect(res.json().data).toMatch(/^tc\/[A-Za-z0-9_-]{43}$/);
    }
    const lower = await lookup({ name: "Aarav Sunil Deshmukh", admission: " tv2019/045 " });
    expect(lower.statusCode).toBe(200);
  });

  it("answers 404 for a wrong name, an unknown number and a revoked certificate", async () => {
    expect((await lookup({ name: "Aarav Deshmukh", admission: "TV2019/045" })).statusCode).toBe(404);
    expect((await lookup({ name: "Sneha Rajendra Patil", admission: "TV2019/045" })).statusCode).toBe(404);
    expect((await lookup({ name: "Aarav Sunil Deshmukh", admission: "TV1999/001" })).statusCode).toBe(404);
    const revoked = await addCertificate(app, "TV2017/001", "Revoked Student");
    await app.services.database.db
      .updateTable("transferCertificates")
      .set({ revokedAt: new Date().toISOString() })
      .where("id", "=", revoked.id)
      .execute();
    expect((await lookup({ name: "Revoked Student", admission: "TV2017/001" })).statusCode).toBe(404);
  });

  it("answers 400 when a field is empty", async () => {
    const res = await lookup({ name: " ", admission: "TV2019/045" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Please fill in all fields");
    expect((await lookup({ admission: "TV2019/045" })).statusCode).toBe(400);
  });

  it("takes at least 300 ms for hits and misses alike", async () => {
    for (const body of [
      { name: "Aarav Sunil Deshmukh", admission: "TV2019/045" },
      { name: "Nobody", admission: "TV2019/045" },
      { name: "Nobody", admission: "NO-SUCH" },
    ]) {
      const started = performance.now();
      await lookup(body);
      expect(performance.now() - started).toBeGreaterThanOrEqual(295);
    }
  });

  it("logs every lookup without the name", async () => {
    const before = await app.services.database.db.selectFrom("tcLookups").selectAll().execute();
    await lookup({ name: "Aarav Sunil Deshmukh", admission: "TV2019/045" }, "198.51.100.4");
    await lookup({ name: "Wrong", admission: "tv2018/112" }, "198.51.100.4");
    const after = await app.services.database.db.selectFrom("tcLookups").selectAll().orderBy("id").execute();
    const added = after.slice(before.length);
    expect(added.map((r) => [r.admissionNo, r.found, r.clientIp])).toEqual([
      ["TV2019/045", 1, "198.51.100.4"],
      ["TV2018/112", 0, "198.51.100.4"],
    ]);
    expect(JSON.stringify(added)).not.toMatch(/Aarav|Wrong/);
    expect(added[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("serves the certificate through the returned path only, as a no-store JPEG", async () => {
    const res = await lookup({ name: "Aarav Sunil Deshmukh", admission: "TV2019/045" });
    const file = await app.inject({ method: "GET", url: `/api/image/${res.json().data}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/jpeg");
    expect(file.headers["cache-control"]).toBe("private, no-store");
    expect(file.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(file.rawPayload.equals(cert.bytes)).toBe(true);
  });

  it("stops serving a path once it has expired", async () => {
    const res = await lookup({ name: "Aarav Sunil Deshmukh", admission: "TV2019/045" });
    const url = `/api/image/${res.json().data}`;
    expect((await app.inject({ method: "GET", url })).statusCode).toBe(200);
    await app.services.database.db
      .updateTable("tcLookups")
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where("tokenHash", "is not", null)
      .execute();
    expect((await app.inject({ method: "GET", url })).statusCode).toBe(404);
  });

  it("never serves a certificate by a guessed path", async () => {
    const id = cert.file; // private/ab/<hex>.jpg
    const bare = id.replace(/^private\//, "");
    const guesses = [
      `/api/image/${id}`,
      `/api/image/${bare}`,
      `/api/image/${encodeURIComponent(id)}`,
      `/api/image/private%2F${bare}`,
      `/api/image/x/../${id}`,
      `/api/image/./${id}`,
      `/api/image/.%2F${id}`,
      "/api/image/TV2019/045",
      "/api/image/TV2019-045.jpg",
      "/api/image/certificates/TV2019-045.jpg",
      "/api/image/tc/TV2019%2F045",
      "/api/image/tc/TV2019-045",
      `/api/image/tc/${"A".repeat(43)}`,
      `/api/image/tc/${bare}`,
      `/api/image/tc/${id}`,
      "/api/tc/tvms/TV2019-045",
    ];
    for (const url of guesses) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.rawPayload.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])), url).toBe(false);
    }
  });

  it("serves the sample PDF, framable by the site's own pages only", async () => {
    const res = await app.inject({ method: "GET", url: "/api/image/samples/tc-sample.pdf" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(res.rawPayload.toString("latin1")).toMatch(/%%EOF\n$/);
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    // Everything else keeps refusing to be framed.
    const other = await app.inject({ method: "GET", url: "/api/highlight/tvms" });
    expect(other.headers["x-frame-options"]).toBe("DENY");
  });
});

describe("the transfer certificate limits", () => {
  let app: App;
  let relaxed: App;
  beforeAll(async () => {
    app = await testApp({ rateLimitFactor: 1 });
    relaxed = await testApp({ rateLimitFactor: 50 });
    for (const a of [app, relaxed]) await addCertificate(a, "TV2020/007", "Mohammed Ayaan Shaikh");
  });
  afterAll(async () => {
    await app.close();
    await relaxed.close();
  });

  const lookup = (target: App, admission: string, remoteAddress: string, name = "Nobody") =>
    target.inject({ method: "POST", url: "/api/tc/tvms", payload: { name, admission }, remoteAddress });

  it("allows 5 tries per client address in 5 minutes, whatever the number", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await lookup(app, `X${i}`, "203.0.113.1")).statusCode);
    const sixth = await lookup(app, "TV2021/555", "203.0.113.1", "Someone Else");
    expect(statuses).toEqual([404, 404, 404, 404, 404]);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers["retry-after"])).toBeGreaterThan(60);
    expect(sixth.json().message).toMatch(/^Too many tries\. Please wait \d+ minutes? and try again\.$/);
  });

  it("allows 5 wrong names per admission number in 5 minutes, whatever the address; the right name still works", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await lookup(app, "TV2020/007", `203.0.113.${10 + i}`)).statusCode);
    const sixth = await lookup(app, "tv2020/007", "203.0.113.99");
    expect(statuses).toEqual([404, 404, 404, 404, 404]);
    expect(sixth.statusCode).toBe(429);
    expect((await lookup(app, "tv2020/007", "203.0.113.98", "Mohammed Ayaan Shaikh")).statusCode).toBe(200);
    // Another number from a fresh address still works.
    expect((await lookup(app, "TV2021/001", "203.0.113.100")).statusCode).toBe(404);
  });

  it("relaxes only the per-client limit with RATE_LIMIT_FACTOR, never the per-number one", async () => {
    const many: number[] = [];
    for (let i = 0; i < 8; i++) many.push((await lookup(relaxed, `Y${i}`, "203.0.113.2")).statusCode);
    expect(many.every((s) => s === 404)).toBe(true);
    const same: number[] = [];
    for (let i = 0; i < 6; i++) same.push((await lookup(relaxed, "TV2020/007", "203.0.113.3")).statusCode);
    expect(same).toEqual([404, 404, 404, 404, 404, 429]);
  });
});
