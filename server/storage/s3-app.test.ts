import { GetObjectCommand } from "@aws-sdk/client-s3";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { UploadResponse } from "../../contract/staff.ts";
import { type App, type StaffClient, signIn, staffApp } from "../admin/staff-test-helpers.ts";
import { createS3Client } from "./s3-file-store.ts";
import { image, pdf } from "./test-files.ts";
import { startTestS3, type TestS3 } from "./test-s3.ts";

/** The whole site with S3_BUCKET set: uploads land in the bucket, and pages read them back. */
describe("files in an S3 bucket", () => {
  let s3: TestS3;
  let app: App;
  let staff: StaffClient;

  beforeAll(async () => {
    s3 = await startTestS3();
    app = await staffApp({ s3: s3.settings });
    staff = await signIn(app);
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
  });

  it("stores a staff upload in the bucket under the school's code and serves it and its copies", async () => {
    const res = await staff.upload(await image("jpeg", 1200, 800, 7), "Annual Day.jpg", "image/jpeg");
    expect(res.statusCode).toBe(201);
    const { id } = UploadResponse.parse(res.json());
    expect(app.services.store.kind).toBe("s3");

    const inBucket = await createS3Client(s3.settings).send(
      new GetObjectCommand({ Bucket: s3.settings.bucket, Key: `tvms/${id}` }),
    );
    expect(inBucket.ContentType).toBe("image/jpeg");

    const original = await app.inject({ url: `/api/image/${id}` });
    expect(original.statusCode).toBe(200);
    expect(original.headers["content-type"]).toBe("image/jpeg");
    expect(original.headers["cache-control"]).toMatch(/immutable/);
    expect(Number(original.headers["content-length"])).toBe(original.rawPayload.length);
    expect((await sharp(original.rawPayload).metadata()).width).toBe(1200);

    for (let i = 0; i < 2; i++) {
      // First made and stored in the bucket, then read back from it.
      const small = await app.inject({ url: `/api/image/${id}?w=400` });
      expect(small.statusCode).toBe(200);
      expect(small.headers["content-type"]).toBe("image/webp");
      expect(small.headers["cache-control"]).toMatch(/immutable/);
      expect(Number(small.headers["content-length"])).toBe(small.rawPayload.length);
      expect((await sharp(small.rawPayload).metadata()).width).toBe(400);
    }
    expect(await app.services.store.statVariant(id, 400, "webp")).not.toBeNull();

    const again = await app.inject({ url: `/api/image/${id}`, headers: { "if-none-match": original.headers.etag } });
    expect(again.statusCode).toBe(304);
  });

  it("streams a PDF download from the bucket as an attachment", async () => {
    const data = pdf("circular from the bucket");
    const { id } = (await staff.upload(data, "circular.pdf", "application/pdf")).json();
    const res = await app.inject({ url: `/api/image/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(data)).toBe(true);
    expect(res.headers["content-disposition"]).toMatch(/^attachment/);
  });

  it("never serves a private file publicly", async () => {
    const stored = await app.services.files.save("tvms", pdf("TC of a pupil"), "tc.pdf", { private: true });
    expect(stored.id.startsWith("private/")).toBe(true);
    const res = await app.inject({ url: `/api/image/${stored.id}` });
    expect(res.statusCode).toBe(404);
    expect(res.rawPayload.includes(Buffer.from("TC of a pupil"))).toBe(false);
  });

  it("a copy the bucket refused to store is served, but only briefly cached", async () => {
    const { id } = (await staff.upload(await image("jpeg", 900, 600, 11), "refused.jpg", "image/jpeg")).json();
    const refusing = vi.spyOn(app.services.store, "writeVariant").mockRejectedValue(new Error("SlowDown"));
    try {
      const res = await app.inject({ url: `/api/image/${id}?w=400` });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("image/webp");
      expect(res.headers["cache-control"]).toBe("public, max-age=60");
    } finally {
      refusing.mockRestore();
    }
    const later = await app.inject({ url: `/api/image/${id}?w=400` });
    expect(later.headers["cache-control"]).toMatch(/immutable/);
  });

  it("stays ready with a slow bucket, reporting it as degraded", async () => {
    // What a HEAD that outlives the readiness limit looks like to the check.
    const slow = vi.spyOn(app.services.store, "check").mockRejectedValue(new Error("Request aborted"));
    try {
      const ready = await app.inject({ url: "/readyz" });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: "ready", degraded: ["file store: Request aborted"] });
    } finally {
      slow.mockRestore();
    }
    expect((await app.inject({ url: "/readyz" })).json()).toEqual({ status: "ready" });
  });

  it("with the bucket away stays ready (degraded), files answer 503 with Retry-After, the API and forms still work", async () => {
    const { id } = (await staff.upload(await image("png", 300, 200, 12), "logo.png", "image/png")).json();
    expect((await app.inject({ url: "/readyz" })).statusCode).toBe(200);
    await s3.close();
    const ready = await app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: "ready", degraded: [expect.stringMatching(/^file store: /)] });
    for (const url of [`/api/image/${id}`, `/api/image/${id}?w=800`]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers["retry-after"], url).toBe("5");
      expect(res.headers["cache-control"], url).toBe("no-store");
    }
    for (const url of ["/api/news/tvms", "/api/events/All/tvms", "/api/gallery/All/tvms"]) {
      expect((await app.inject({ url })).statusCode, url).toBe(200);
    }
  }, 30_000);
});
