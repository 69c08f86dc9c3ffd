import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDirForTests } from "../shared/test-temp-dir.ts";
import { type FileStore, LocalFileStore, newFileId } from "./file-store.ts";
import { ImageVariants } from "./image-variants.ts";
import { createS3Client, S3FileStore } from "./s3-file-store.ts";
import { startTestS3, type TestS3 } from "./test-s3.ts";

/**
 * One contract, two stores: what uploads, pages and downloads rely on holds
 * for the local folder and for an S3 bucket alike. The bucket is a real
 * S3-protocol server (s3rver) on loopback, spoken to over HTTP by the SDK.
 */
const photo = (seed: number) =>
  sharp({ create: { width: 1000, height: 600, channels: 3, background: { r: seed, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);
const readAll = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};

let s3: TestS3;
const localDir = tempDirForTests("store-contract-");
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(() => s3?.close());

const kinds: [string, () => FileStore][] = [
  ["local folder", () => new LocalFileStore(localDir.path, "tvms")],
  ["S3 bucket", () => S3FileStore.create(s3.settings, "tvms")],
];

describe.each(kinds)("file store contract: %s", (_name, make) => {
  let store: FileStore;
  beforeAll(() => {
    store = make();
  });

  it("gives back what was put, whole and streamed, and forgets it when deleted", async () => {
    const id = newFileId(".pdf");
    const data = pdf(`round trip ${id}`);
    expect(await store.stat(id)).toBeNull();
    expect(await store.open(id)).toBeNull();
    await store.write(id, data);
    expect((await store.stat(id))?.size).toBe(data.length);
    expect((await store.read(id))?.equals(data)).toBe(true);
    const opened = await store.open(id);
    expect(opened?.size).toBe(data.length);
    expect((await readAll(opened!.stream)).equals(data)).toBe(true);
    await store.remove(id);
    expect(await store.stat(id)).toBeNull();
    expect(await store.read(id)).toBeNull();
    await store.remove(id); // deleting twice is not an error
  });

  it("overwrites an id in one write: a reader sees the new bytes", async () => {
    const id = newFileId(".pdf");
    await store.write(id, pdf("first"));
    await store.write(id, pdf("second, longer"));
    expect((await store.read(id))?.toString()).toContain("second, longer");
  });

  it("lists ids by prefix, never the resized copies", async () => {
    const base = `l${Date.now().toString(36)}`;
    const ids = [`${base}/a.pdf`, `${base}/b.pdf`, `${base}x/c.pdf`];
    for (const id of ids) await store.write(id, pdf(id));
    await store.writeVariant(ids[0], 400, "webp", Buffer.from("copy"));
    expect(await store.list(`${base}/`)).toEqual(ids.slice(0, 2));
    expect(await store.list(base)).toEqual(ids);
    const all = await store.list("");
    expect(all).toEqual(expect.arrayContaining(ids));
    expect(all.some((id) => id.includes("variants"))).toBe(false);
  });

  it("refuses private files unless asked for, and unsafe ids always", async () => {
    const id = newFileId(".pdf", "private/");
    await store.write(id, pdf("transfer certificate"));
    expect(await store.stat(id)).toBeNull();
    expect(await store.read(id)).toBeNull();
    expect(await store.open(id)).toBeNull();
    expect((await store.read(id, { allowPrivate: true }))?.toString()).toContain("transfer certificate");
    for (const bad of ["../secret.pdf", ".variants/x.pdf", "ab/../../x", "ab\\x.pdf", "", "a//b"]) {
      expect(await store.stat(bad, { allowPrivate: true }), bad).toBeNull();
      expect(await store.open(bad, { allowPrivate: true }), bad).toBeNull();
    }
    await expect(store.write("../escape.pdf", pdf("x"))).rejects.toThrow(/invalid file id/);
  });

  it("keeps each school's files apart", async () => {
    const id = newFileId(".pdf");
    await store.write(id, pdf("school A"));
    const other = store.forSchool("other-school");
    expect(other.school).toBe("other-school");
    expect(await other.stat(id)).toBeNull();
    expect(await other.list("")).not.toContain(id);
    await other.write(id, pdf("school B"));
    expect((await store.read(id))?.toString()).toContain("school A");
    expect((await other.read(id))?.toString()).toContain("school B");
    expect(store.forSchool("tvms")).toBe(store);
  });

  it("makes a resized copy once, stores it, and removes it with its source", async () => {
    const id = newFileId(".jpg");
    await store.write(id, await photo(10));
    const images = new ImageVariants(store, "tvms");
    const made = await images.get(id, 400, "webp");
    expect(made).toMatchObject({ format: "webp", kept: true });
    expect(Buffer.isBuffer(made?.body)).toBe(true);
    expect((await sharp(made?.body as Buffer).metadata()).width).toBe(400);
    const stored = await store.statVariant(id, 400, "webp");
    expect(stored?.size).toBe(made?.size);
    // The next request reads the stored copy (a stream), not a new resize.
    const again = await images.get(id, 400, "webp");
    expect(Buffer.isBuffer(again?.body)).toBe(false);
    expect((await readAll(again?.body as NodeJS.ReadableStream)).length).toBe(made?.size);
    await store.removeVariants(id, [400, 800], ["webp", "avif"]);
    expect(await store.statVariant(id, 400, "webp")).toBeNull();
  });

  it("two writers making the same copies at once both succeed", async () => {
    const id = newFileId(".jpg");
    await store.write(id, await photo(20));
    const a = new ImageVariants(store, "tvms");
    const b = new ImageVariants(store, "tvms");
    const results = await Promise.all(
      [800, 1600].flatMap((w) => [a.get(id, w as 800, "webp"), b.get(id, w as 800, "webp")]),
    );
    for (const r of results) expect(r?.format).toBe("webp");
    expect(await store.statVariant(id, 800, "webp")).not.toBeNull();
  });

  it("makes no copy of a private or missing image", async () => {
    const id = newFileId(".jpg", "private/");
    await store.write(id, await photo(30));
    const images = new ImageVariants(store, "tvms");
    expect(await images.get(id, 400, "webp")).toBeNull();
    expect(await images.get(newFileId(".jpg"), 400, "webp")).toBeNull();
    expect(await store.statVariant(id, 400, "webp")).toBeNull();
  });

  it("answers the readiness check", async () => {
    await expect(store.check(AbortSignal.timeout(2000))).resolves.toBeUndefined();
  });
});

describe("S3 bucket specifics", () => {
  it("prefixes every key with the school's code", async () => {
    const store = S3FileStore.create(s3.settings, "sch-a");
    const id = newFileId(".pdf");
    await store.write(id, pdf("prefixed"));
    await store.writeVariant(id, 400, "webp", Buffer.from("copy"));
    const listed = await createS3Client(s3.settings).send(
      new ListObjectsV2Command({ Bucket: s3.settings.bucket, Prefix: "sch-a/" }),
    );
    expect(listed.Contents?.map((o) => o.Key).sort()).toEqual([
      `sch-a/.variants/${id.replace("/", "_")}.400.webp`,
      `sch-a/${id}`,
    ]);
  });

  it("a readiness check fails, within its time limit, when the bucket is missing or the server is away", async () => {
    const missing = S3FileStore.create({ ...s3.settings, bucket: "no-such-bucket" }, "tvms");
    await expect(missing.check(AbortSignal.timeout(2000))).rejects.toThrow();
    const away = S3FileStore.create({ ...s3.settings, endpoint: "http://127.0.0.1:9" }, "tvms");
    const started = Date.now();
    await expect(away.check(AbortSignal.timeout(1000))).rejects.toThrow();
    await expect(away.stat("ab/x.pdf")).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
