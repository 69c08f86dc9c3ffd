import fs from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { testConfig } from "../../config.ts";
import { localStore } from "../../storage/file-store.ts";

type App = Awaited<ReturnType<typeof buildApp>>;

const SECRET = Buffer.from("TOP-SECRET-OUTSIDE-THE-STORE");
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

const photo = (width: number, height: number, format: "jpeg" | "png") =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    [format]()
    .toBuffer();

describe("GET /api/image/{file}", () => {
  let app: App;
  let base: string;
  let store: string;
  let big: string;
  let small: string;
  let pdf: string;
  let privateId: string;
  let bigBytes: Buffer;

  beforeAll(async () => {
    base = await fs.mkdtemp(join(tmpdir(), "image-api-"));
    store = join(base, "store");
    await fs.writeFile(join(base, "secret.jpg"), SECRET);
    await fs.writeFile(join(base, "secret.txt"), SECRET);
    app = await buildApp({ config: testConfig({ dataDir: store }) });
    bigBytes = await photo(2000, 1200, "jpeg");
    big = (await app.services.files.save("tvms", bigBytes, "big.jpg")).id;
    small = (await app.services.files.save("tvms", await photo(300, 200, "png"), "small.png")).id;
    pdf = (await app.services.files.save("tvms", PDF, "notice.pdf")).id;
    privateId = (await app.services.files.save("tvms", await photo(50, 50, "jpeg"), "tc.jpg", { private: true })).id;
    // Links planted in the store, pointing out of it.
    await fs.mkdir(join(store, "zz"), { recursive: true });
    await fs.symlink(join(base, "secret.jpg"), join(store, "zz", "link.jpg"));
    await fs.symlink(base, join(store, "outside"));
  });

  afterAll(async () => {
    await app.close();
    await fs.rm(base, { recursive: true, force: true });
  });

  it("serves a stored file with its type and a year-long immutable cache", async () => {
    const res = await app.inject({ url: `/api/image/${big}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/jpeg");
    expect(res.rawPayload.equals(bigBytes)).toBe(true);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const again = await app.inject({ url: `/api/image/${big}`, headers: { "if-none-match": res.headers.etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("serves PDFs as downloads and ignores w for them", async () => {
    for (const query of ["", "?w=400"]) {
      const res = await app.inject({ url: `/api/image/${pdf}${query}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("application/pdf");
      expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="[\w.-]+\.pdf"$/);
      expect(res.rawPayload.equals(PDF)).toBe(true);
    }
  });

  it.each([400, 800, 1600])("?w=%i answers a WebP copy at most that wide", async (w) => {
    const res = await app.inject({ url: `/api/image/${big}?w=${w}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(w);
    expect(meta.height).toBe(Math.round((1200 * w) / 2000));
    expect(Number(res.headers["content-length"])).toBe(res.rawPayload.length);
    // Each width has its own validator.
    expect(res.headers.etag).not.toBe((await app.inject({ url: `/api/image/${big}` })).headers.etag);
  });

  it("never enlarges a small image", async () => {
    const res = await app.inject({ url: `/api/image/${small}?w=1600` });
    expect(res.headers["content-type"]).toBe("image/webp");
    expect((await sharp(res.rawPayload).metadata()).width).toBe(300);
  });

  it("makes a WebP copy once and serves it from disk afterwards", async () => {
    const first = await app.inject({ url: `/api/image/${small}?w=400` });
    expect(first.statusCode).toBe(200);
    const onDisk = localStore(app.services.store).variantPath(small, 400, "webp");
    expect((await fs.readFile(onDisk)).equals(first.rawPayload)).toBe(true);
    // Replace the kept copy: the next answer must be these bytes, not a new resize.
    const marker = await sharp({ create: { width: 7, height: 7, channels: 3, background: "#000" } })
      .webp()
      .toBuffer();
    await fs.writeFile(onDisk, marker);
    const second = await app.inject({ url: `/api/image/${small}?w=400` });
    expect(second.rawPayload.equals(marker)).toBe(true);
  });

  it("answers AVIF once the background copy exists, WebP until then", async () => {
    const before = await app.inject({ url: `/api/image/${big}?w=800&f=avif` });
    expect(before.statusCode).toBe(200);
    expect(before.headers["content-type"]).toBe("image/webp");
    app.services.images.queueAvif(big);
    await app.services.images.idle();
    const after = await app.inject({ url: `/api/image/${big}?w=800&f=avif` });
    expect(after.headers["content-type"]).toBe("image/avif");
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const meta = await sharp(after.rawPayload).metadata();
    expect(meta.format).toBe("heif");
    expect(meta.width).toBeLessThanOrEqual(800);
  }, 60_000);

  it("answers 400 for a width or format outside the list", async () => {
    for (const q of [
      "w=300",
      "w=abc",
      "w=",
      "w=400.0",
      "w=400&w=800",
      "w=-400",
      "w=400&f=gif",
      "f=avif",
      "w=400&f=webp&f=avif",
    ]) {
      const res = await app.inject({ url: `/api/image/${big}?${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message).toMatch(/must be one of/);
    }
  });

  it("answers 404 for unknown files", async () => {
    const res = await app.inject({ url: "/api/image/ab/0000000000000000.jpg" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, message: "File not found." });
  });

  it("answers 404 for anything outside the public store, without reading it", async () => {
    // Make sure a variant exists, so .variants/ holds a real file.
    await app.inject({ url: `/api/image/${big}?w=400` });
    const variantName = localStore(app.services.store).variantPath(big, 400, "webp").split("/").pop() as string;
    const attempts = [
      "../secret.jpg",
      "..%2Fsecret.jpg",
      "%2e%2e/secret.jpg",
      "%2e%2e%2fsecret.jpg",
      "%252e%252e/secret.jpg",
      "%252e%252e%252fsecret.jpg",
      "..%5Csecret.jpg",
      "ab%5C..%5C..%5Csecret.jpg",
      `%2F${base.slice(1)}/secret.jpg`,
      `/${base}/secret.jpg`,
      "%2Fetc%2Fpasswd",
      "zz/link.jpg",
      "outside/secret.jpg",
      "outside/secret.txt",
      privateId,
      privateId.replace("private/", "private%2F"),
      `.variants/${variantName}`,
      `%2Evariants/${variantName}`,
      `${big}%00.jpg`,
      "C:%5Cwindows%5Cwin.ini",
    ];
    for (const attempt of attempts) {
      const res = await app.inject({ url: `/api/image/${attempt}` });
      expect([400, 404], attempt).toContain(res.statusCode);
      expect(res.rawPayload.includes(SECRET), attempt).toBe(false);
      expect(res.headers["content-type"], attempt).toMatch(/^application\/json/);
    }
    // The private file exists: only the public route refuses it.
    expect(await app.services.store.stat(privateId, { allowPrivate: true })).not.toBeNull();
  });

  it("refuses raw dot segments sent over a real connection", async () => {
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    const port = Number(new URL(address).port);
    for (const path of ["/api/image/../../secret.jpg", "/api/image/ab/../../secret.jpg", "/api/image/..\\secret.jpg"]) {
      const raw = await rawGet(port, path);
      expect(raw, path).toMatch(/^HTTP\/1\.1 (400|404) /);
      expect(raw.includes(SECRET.toString()), path).toBe(false);
    }
  });
});

/** A GET request written byte for byte, so no client normalizes the path first. */
function rawGet(port: number, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    });
    let data = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk) => {
      data += chunk;
    });
    socket.on("end", () => resolve(data));
    socket.on("error", reject);
  });
}
