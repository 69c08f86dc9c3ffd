import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { pngClaiming } from "./test-files.ts";
import { processUpload, UploadError } from "./upload-processing.ts";

const caps = { maxBytes: 1024 * 1024, maxPixels: 4_000_000 };

async function refusal(data: Buffer, c = caps): Promise<UploadError> {
  try {
    await processUpload(data, c);
  } catch (e) {
    if (e instanceof UploadError) return e;
    throw e;
  }
  throw new Error("the upload was accepted");
}

describe("upload processing", () => {
  it("accepts JPEG, PNG and WebP by their bytes and keeps their type", async () => {
    for (const format of ["jpeg", "png", "webp"] as const) {
      const data = await sharp({ create: { width: 20, height: 10, channels: 3, background: "#123456" } })
        .toFormat(format)
        .toBuffer();
      const out = await processUpload(data, caps);
      expect(out.mime).toBe(`image/${format}`);
      expect((await sharp(out.data).metadata()).format).toBe(format);
      expect([out.width, out.height]).toEqual([20, 10]);
    }
  });

  it("keeps a PDF byte for byte", async () => {
    const data = Buffer.from("%PDF-1.7\n%%EOF\n");
    const out = await processUpload(data, caps);
    expect(out).toMatchObject({ mime: "application/pdf", ext: ".pdf", width: null, height: null });
    expect(out.data.equals(data)).toBe(true);
  });

  it("refuses other types whatever they are called: executables, SVG, HTML, GIF (415)", async () => {
    const samples = [
      Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 0x90)]),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from("<!doctype html><script>alert(1)</script>"),
      Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;"),
      Buffer.from("\x7fELF\x02\x01\x01"),
    ];
    for (const data of samples) expect((await refusal(data)).statusCode).toBe(415);
  });

  it("refuses a file over the size cap (413) before looking at it", async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(caps.maxBytes)]);
    const e = await refusal(big);
    expect(e.statusCode).toBe(413);
    expect(e.message).toMatch(/larger than 1 MB/);
  });

  it("refuses a decompression bomb from its header alone (422)", async () => {
    const bomb = pngClaiming(100_000, 100_000);
    expect(bomb.length).toBeLessThan(200);
    const started = performance.now();
    const e = await refusal(bomb);
    expect(e.statusCode).toBe(422);
    // Decoding the junk pixel data would have failed as "could not be read" instead.
    expect(e.message).toBe(
      "The image is 100000 × 100000 pixels, more than the limit of 4 megapixels. Make it smaller and try again.",
    );
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("refuses an image that only looks like one (422)", async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("not really a jpeg")]);
    expect((await refusal(fake)).statusCode).toBe(422);
    const junkPixels = pngClaiming(100, 100);
    expect((await refusal(junkPixels)).statusCode).toBe(422);
  });

  it("turns a photo upright by its EXIF orientation and drops all metadata, GPS included", async () => {
    const photo = await sharp({ create: { width: 60, height: 30, channels: 3, background: "#c00" } })
      .jpeg()
      .withExif({
        IFD0: { Make: "TestCam", Copyright: "someone" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "18/1 31/1 0/1",
          GPSLongitudeRef: "E",
          GPSLongitude: "73/1 51/1 0/1",
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const input = await sharp(photo).metadata();
    expect(input.exif?.toString("latin1")).toContain("TestCam");
    expect(input.orientation).toBe(6);

    const out = await processUpload(photo, caps);
    const meta = await sharp(out.data).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([30, 60]);
    expect([out.width, out.height]).toEqual([30, 60]);
    expect(out.data.includes(Buffer.from("TestCam"))).toBe(false);
    expect(out.data.includes(Buffer.from("Exif\0\0"))).toBe(false);
  });

  it("scales the long side down to the cap, never up", async () => {
    const wide = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: "#0a0" } })
      .png()
      .toBuffer();
    const out = await processUpload(wide, { ...caps, maxSide: 1200 });
    expect([out.width, out.height]).toEqual([1200, 400]);
    const small = await sharp({ create: { width: 300, height: 100, channels: 3, background: "#0a0" } })
      .png()
      .toBuffer();
    expect((await processUpload(small, { ...caps, maxSide: 1200 })).width).toBe(300);
  });
});
