import { beforeAll, describe, expect, it } from "vitest";
import { LookupView } from "../../contract/staff.ts";
import { normalizeVerifyCode } from "../../contract/verify-tc.ts";
import { staffForTests, uploaded } from "../admin/staff-test-helpers.ts";
import { MemoryWindowStore } from "../shared/window-store.ts";
import { image } from "../storage/test-files.ts";
import { TcVerifier } from "./tc-verifier.ts";

describe("certificates anyone can verify", () => {
  const { app, staff } = staffForTests({ staff: "admissions" });
  let certId: string;
  let code: string;

  beforeAll(async () => {
    const file = await uploaded(staff, image("jpeg", 60, 84, 1), "tc.jpg");
    const res = await staff.post("/api/admin/certificates", {
      admissionNo: "TV2020/777",
      studentName: "Asha Verma",
      file,
    });
    certId = res.json().id;
  });

  it("gives staff a printable slip with the code and a QR code", async () => {
    const res = await staff.get(`/api/admin/certificates/${certId}/slip`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    const printed = /class="code">([0-9A-Z-]+)</.exec(res.body)?.[1] ?? "";
    code = normalizeVerifyCode(printed) ?? "";
    expect(code).toHaveLength(16);
    expect(res.body).toContain("<svg");
    expect(res.body).toContain("Asha Verma");
    // The same code every time.
    expect((await staff.get(`/api/admin/certificates/${certId}/slip`)).body).toContain(printed);
    // Not for the public.
    expect((await app.inject({ method: "GET", url: `/api/admin/certificates/${certId}/slip` })).statusCode).toBe(401);
  });

  it("answers valid, then revoked with its date, and logs each check for staff", async () => {
    const verifier = new TcVerifier(app.services, 0);
    const valid = await verifier.check("tvms", code.toLowerCase().replace(/(.{4})/g, "$1-"), { clientIp: "10.0.0.1" });
    expect(valid).toMatchObject({
      status: "valid",
      studentName: "Asha Verma",
      admissionNo: "TV2020/777",
      revokedOn: null,
    });
    expect(Object.keys(valid).sort()).toEqual(
      ["admissionNo", "issuedOn", "revokedOn", "school", "status", "studentName"].sort(),
    );
    expect((valid as { issuedOn: string }).issuedOn).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

    await staff.post(`/api/admin/certificates/${certId}/revoke`);
    const revoked = await verifier.check("tvms", code, { clientIp: "10.0.0.1" });
    expect(revoked.status).toBe("revoked");
    expect((revoked as { revokedOn: string }).revokedOn).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

    const log = LookupView.array().parse(
      (await staff.get("/api/admin/certificates/lookups?admissionNo=TV2020/777")).json(),
    );
    expect(log.filter((l) => l.via === "verify")).toHaveLength(2);
  });

  it("says nothing about an unknown code, after the same minimum time", async () => {
    const verifier = new TcVerifier(app.services, 150);
    const started = performance.now();
    expect(await verifier.check("tvms", "ABCD-EFGH-JKMN-PQRS", { clientIp: "10.0.0.2" })).toEqual({
      status: "unknown",
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(await verifier.check("tvms", "not a code", { clientIp: "10.0.0.2" })).toEqual({ status: "unknown" });
  });

  it("limits checks per client", async () => {
    const verifier = new TcVerifier(app.services, 0, 1, new MemoryWindowStore());
    const statuses: string[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push(
        (await verifier.check("tvms", `ZZZZ-ZZZZ-ZZZZ-ZZ${String(i).padStart(2, "0")}`, { clientIp: "10.0.0.3" }))
          .status,
      );
    }
    expect(statuses.slice(0, 20).every((s) => s === "unknown")).toBe(true);
    expect(statuses[20]).toBe("rate-limited");
    // Another client is not held back.
    expect((await verifier.check("tvms", code, { clientIp: "10.0.0.4" })).status).toBe("revoked");
  });

  it("limits checks of one code, whatever the client", async () => {
    const verifier = new TcVerifier(app.services, 0, 1, new MemoryWindowStore());
    const statuses: string[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await verifier.check("tvms", code, { clientIp: `10.1.0.${i}` })).status);
    expect(statuses.slice(0, 10).every((s) => s === "revoked")).toBe(true);
    expect(statuses[10]).toBe("rate-limited");
  });
});
