import fs from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CertificateView, LookupView } from "../../contract/staff.ts";
import { certificateMessages } from "../certificates/certificate-service.ts";
import { localStore } from "../storage/file-store.ts";
import { image, pdf } from "../storage/test-files.ts";
import { type App, addStaff, auditRows, type StaffClient, signIn, staffApp, uploaded } from "./staff-test-helpers.ts";

describe("transfer certificates", () => {
  let app: App;
  let staff: StaffClient;
  let certId: string;
  let firstUpload: string;

  const lookup = (admission: string, name: string) =>
    app.inject({ method: "POST", url: "/api/tc/tvms", payload: { admission, name } });
  const fileRow = (id: string) =>
    app.services.database.db.selectFrom("files").select("id").where("id", "=", id).executeTakeFirst();

  beforeAll(async () => {
    app = await staffApp();
    staff = await addStaff(app, await signIn(app), "admissions");
  });
  afterAll(() => app.close());

  it("creates a certificate from an upload, moving the image out of public reach", async () => {
    firstUpload = await uploaded(staff, image("jpeg", 60, 84, 1), "tc.jpg");
    expect((await app.inject({ method: "GET", url: `/api/image/${firstUpload}` })).statusCode).toBe(200);
    const res = await staff.post("/api/admin/certificates", {
      admissionNo: " TV2019/042 ",
      studentName: "Riya Sharma",
      file: firstUpload,
    });
    expect(res.statusCode).toBe(201);
    const cert = CertificateView.parse(res.json());
    expect(cert).toMatchObject({ admissionNo: "TV2019/042", studentName: "Riya Sharma", revokedAt: null });
    certId = cert.id;

    // The public upload is gone; the stored copy lives under private/.
    expect((await app.inject({ method: "GET", url: `/api/image/${firstUpload}` })).statusCode).toBe(404);
    expect(await fileRow(firstUpload)).toBeUndefined();
    const row = await app.services.database.db
      .selectFrom("transferCertificates")
      .select("file")
      .where("id", "=", certId)
      .executeTakeFirstOrThrow();
    expect(row.file).toMatch(/^private\//);
    expect((await app.inject({ method: "GET", url: `/api/image/${row.file}` })).statusCode).toBe(404);

    // Staff see it; a parent's lookup finds it.
    const file = await staff.get(`/api/admin/certificates/${certId}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/jpeg");
    expect(file.headers["cache-control"]).toBe("no-store");
    expect((await sharp(file.rawPayload).metadata()).width).toBe(60);
    const found = await lookup("tv2019/042", "riya sharma");
    expect(found.statusCode).toBe(200);
    const download = await app.inject({ method: "GET", url: `/api/image/${found.json().data}` });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(file.rawPayload)).toBe(true);
  });

  it("refuses a second live certificate for the same admission number, and files that are not images", async () => {
    const again = await staff.post("/api/admin/certificates", {
      admissionNo: "tv2019/042",
      studentName: "Someone Else",
      file: await uploaded(staff, image("png", 20, 20, 2), "x.png"),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.admissionNo).toBe(certificateMessages.duplicate);
    const leaflet = await uploaded(staff, pdf("tc"), "tc.pdf");
    const notImage = await staff.post("/api/admin/certificates", {
      admissionNo: "TV1",
      studentName: "A B",
      file: leaflet,
    });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().errors.file).toBe(certificateMessages.notImage);
    const missing = await staff.post("/api/admin/certificates", {
      admissionNo: "TV1",
      studentName: "",
      file: "ab/none.jpg",
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty("studentName");
  });

  it("keeps an upload that other content uses, when the same bytes become a certificate", async () => {
    const bytes = await image("jpeg", 30, 40, 3);
    const shared = await uploaded(staff, bytes, "shared.jpg");
    const editor = await addStaff(app, await signIn(app), "editor");
    const news = await editor.post("/api/admin/content/news", {
      title: "Photo",
      description: "",
      fromDate: "2025-01-01",
      attachments: [shared],
    });
    expect(news.statusCode).toBe(201);
    const res = await staff.post("/api/admin/certificates", {
      admissionNo: "TV2020/001",
      studentName: "Kabir Das",
      file: shared,
    });
    expect(res.statusCode).toBe(201);
    expect((await app.inject({ method: "GET", url: `/api/image/${shared}` })).statusCode).toBe(200);
  });

  it("revokes a certificate: lookups and live links fail; restoring brings it back", async () => {
    const live = (await lookup("TV2019/042", "Riya Sharma")).json().data;
    const revoked = await staff.post(`/api/admin/certificates/${certId}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revokedAt).toMatch(/^\d{4}-/);
    expect((await lookup("TV2019/042", "Riya Sharma")).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: `/api/image/${live}` })).statusCode).toBe(404);
    // Staff still see a revoked certificate.
    expect((await staff.get(`/api/admin/certificates/${certId}/file`)).statusCode).toBe(200);

    const restored = await staff.post(`/api/admin/certificates/${certId}/restore`);
    expect(restored.json().revokedAt).toBeNull();
    expect((await lookup("TV2019/042", "Riya Sharma")).statusCode).toBe(200);
    expect((await staff.post("/api/admin/certificates/nope/revoke")).statusCode).toBe(404);
  });

  it("replaces the file and the name; the old private file is deleted", async () => {
    const before = await app.services.database.db
      .selectFrom("transferCertificates")
      .select("file")
      .where("id", "=", certId)
      .executeTakeFirstOrThrow();
    const upload = await uploaded(staff, image("png", 70, 90, 4), "scan.png");
    const res = await staff.put(`/api/admin/certificates/${certId}`, { file: upload, studentName: "Riya S. Sharma" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ studentName: "Riya S. Sharma", admissionNo: "TV2019/042" });
    const file = await staff.get(`/api/admin/certificates/${certId}/file`);
    expect(file.headers["content-type"]).toBe("image/png");
    expect((await sharp(file.rawPayload).metadata()).width).toBe(70);
    expect(await fileRow(before.file)).toBeUndefined();
    expect(fs.existsSync(`${localStore(app.services.store).root}/${before.file}`)).toBe(false);
    expect(await fileRow(upload)).toBeUndefined();
    expect((await staff.put("/api/admin/certificates/nope", { studentName: "X" })).statusCode).toBe(404);
  });

  it("lists and searches certificates, and shows the lookups log newest first", async () => {
    const all = (await staff.get("/api/admin/certificates")).json();
    expect(all.map((c: { admissionNo: string }) => c.admissionNo)).toEqual(["TV2020/001", "TV2019/042"]);
    const search = (await staff.get("/api/admin/certificates?q=riya")).json();
    expect(search.map((c: { id: string }) => c.id)).toEqual([certId]);

    await lookup("TV2019/042", "Wrong Name");
    const res = await staff.get("/api/admin/certificates/lookups?admissionNo=tv2019/042");
    expect(res.statusCode).toBe(200);
    const log = res.json().map((l: unknown) => LookupView.parse(l));
    expect(log.map((l: { found: boolean }) => l.found)).toEqual([false, true, false, true, true]);
    expect(log[0]).toMatchObject({ admissionNo: "TV2019/042", clientIp: "127.0.0.1" });
    expect((await staff.get("/api/admin/certificates/lookups?admissionNo=nobody")).json()).toEqual([]);
  });

  it("records certificate changes in the audit log", async () => {
    const actions = (await auditRows(app)).filter((r) => r.entityId === certId).map((r) => [r.action, r.userId]);
    expect(actions).toEqual([
      ["create", staff.user.id],
      ["revoke", staff.user.id],
      ["restore", staff.user.id],
      ["update", staff.user.id],
    ]);
  });
});
