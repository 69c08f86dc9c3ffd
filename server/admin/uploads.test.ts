import fs from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UploadLimits, UploadResponse } from "../../contract/staff.ts";
import { createWorker } from "../jobs/background.ts";
import { localStore } from "../storage/file-store.ts";
import { image, multipart, pdf, pngClaiming, scannedPdf, typedPdf } from "../storage/test-files.ts";
import { type App, addStaff, auditRows, type StaffClient, signIn, staffApp } from "./staff-test-helpers.ts";

describe("uploads", () => {
  let app: App;
  let editor: StaffClient;
  const fileCount = async () =>
    Number(
      (
        await app.services.database.db
          .selectFrom("files")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    app = await staffApp();
    editor = await addStaff(app, await signIn(app), "editor");
  });
  afterAll(() => app.close());

  it("stores an image under a random name, serves it, and makes its AVIF copies", async () => {
    const res = await editor.upload(await image("png", 120, 80, 3), "Sports Day.png", "image/png");
    expect(res.statusCode).toBe(201);
    const body = UploadResponse.parse(res.json());
    expect(body).toMatchObject({ mime: "image/png", width: 120, height: 80 });
    expect(body.id).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{32}\.png$/);
    expect(body.id).not.toContain("Sports");
    const served = await app.inject({ method: "GET", url: `/api/image/${body.id}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    // The copies are a database job: a worker (main.ts runs one) makes them.
    await createWorker(app.services, app.log).runUntilEmpty();
    for (const w of [400, 800, 1600])
      expect(fs.existsSync(localStore(app.services.store).variantPath(body.id, w, "avif"))).toBe(true);
    const avif = await app.inject({ method: "GET", url: `/api/image/${body.id}?w=400&f=avif` });
    expect(avif.headers["content-type"]).toBe("image/avif");
  });

  it("refuses an executable renamed .jpg (415) and stores nothing", async () => {
    const before = await fileCount();
    const exe = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"), Buffer.alloc(4096, 0x90)]);
    const res = await editor.upload(exe, "holiday.jpg", "image/jpeg");
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/Only JPEG, PNG, WebP and PDF/);
    expect(await fileCount()).toBe(before);
  });

  it("refuses a file over the size cap (413), whether or not the request says so up front", async () => {
    const before = await fileCount();
    const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    // Just over the cap: cut off while streaming.
    const over = Buffer.concat([jpegStart, Buffer.alloc(UploadLimits.maxBytes - 3, 0x41)]);
    const res = await editor.upload(over, "big.jpg", "image/jpeg");
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/larger than 15 MB/);
    // Far over: refused from Content-Length alone.
    const huge = Buffer.concat([jpegStart, Buffer.alloc(UploadLimits.maxBytes + 200 * 1024, 0x41)]);
    const early = await editor.upload(huge, "bigger.jpg", "image/jpeg");
    expect(early.statusCode).toBe(413);
    expect(await fileCount()).toBe(before);
  });

  it("refuses a file just over the cap sent over a real connection, in chunks (413)", async () => {
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    const over = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(UploadLimits.maxBytes + 6, 0x41)]);
    const form = new FormData();
    form.append("file", new Blob([over]), "over.jpg");
    const res = await fetch(`${address}/api/admin/uploads`, {
      method: "POST",
      headers: { cookie: editor.cookie, origin: address, "x-csrf-token": editor.csrfToken },
      body: form,
    });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toMatch(/larger than 15 MB/);
  });

  it("refuses a PNG whose header claims 100000 × 100000 pixels, without decoding it", async () => {
    const before = await fileCount();
    await app.services.images.idle();
    const started = performance.now();
    const res = await editor.upload(pngClaiming(100_000, 100_000), "tiny.png", "image/png");
    expect(res.statusCode).toBe(422);
    // Decoding its junk pixel data would have answered "could not be read" instead.
    expect(res.json().message).toMatch(/100000 × 100000 pixels, more than the limit of 40 megapixels/);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(await fileCount()).toBe(before);
  });

  it("strips EXIF (GPS included) from a JPEG, turned upright", async () => {
    const photo = await sharp({ create: { width: 80, height: 40, channels: 3, background: "#36c" } })
      .jpeg()
      .withExif({ IFD0: { Make: "PhoneCam" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "18/1 31/1 12/1" } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await editor.upload(photo, "IMG_0001.JPG", "image/jpeg");
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect(id).toMatch(/\.jpg$/);
    const stored = await app.services.store.read(id);
    if (!stored) throw new Error("stored file missing");
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([40, 80]);
    expect(stored.includes(Buffer.from("PhoneCam"))).toBe(false);
  });

  it("says whether a PDF has words a phone can read, so a scanned circular asks for its text (issue 30)", async () => {
    const typed = (await editor.upload(typedPdf("Holiday on Monday"), "typed.pdf", "application/pdf")).json();
    expect(typed).toMatchObject({ mime: "application/pdf", hasText: true });
    const scan = (await editor.upload(scannedPdf(), "scan.pdf", "application/pdf")).json();
    expect(scan).toMatchObject({ mime: "application/pdf", hasText: false });
    const photo = (await editor.upload(await image("png", 20, 20, 7), "p.png", "image/png")).json();
    expect(photo).not.toHaveProperty("hasText");
  });

  it("keeps a PDF as it is and gives the same bytes the same id", async () => {
    const data = pdf("circular 12");
    const first = (await editor.upload(data, "circular.pdf", "application/pdf")).json();
    expect(first).toMatchObject({ mime: "application/pdf", bytes: data.length, width: null, height: null });
    const stored = await app.services.store.read(first.id);
    expect(stored?.equals(data)).toBe(true);
    const again = (await editor.upload(data, "circular-copy.pdf", "application/pdf")).json();
    expect(again.id).toBe(first.id);
  });

  it("asks for a multipart body with one part named file", async () => {
    const json = await editor.post("/api/admin/uploads", { file: "x" });
    expect(json.statusCode).toBe(415);
    const wrongName = multipart([{ name: "photo", filename: "a.png", data: await image("png") }]);
    const res = await editor.call("POST", "/api/admin/uploads", wrongName.payload, wrongName.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.file).toBe("Choose a file to upload.");
    const empty = multipart([{ name: "file", filename: "a.png", data: Buffer.alloc(0) }]);
    expect((await editor.call("POST", "/api/admin/uploads", empty.payload, empty.headers)).statusCode).toBe(400);
  });

  it("lets admissions staff upload (certificates need it) and logs every upload", async () => {
    const admissions = await addStaff(app, await signIn(app), "admissions");
    const res = await admissions.upload(await image("webp", 30, 30, 9), "tc.webp", "image/webp");
    expect(res.statusCode).toBe(201);
    expect(res.json().mime).toBe("image/webp");
    const row = (await auditRows(app)).find((r) => r.entityId === res.json().id);
    expect(row).toMatchObject({ action: "upload", entity: "file", userId: admissions.user.id });
  });
});
