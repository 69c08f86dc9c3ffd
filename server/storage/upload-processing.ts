import sharp, { type Metadata, type Sharp } from "sharp";
import { sniffType } from "./file-store.ts";

interface UploadCaps {
  /** Largest accepted file, in bytes. */
  maxBytes: number;
  /** Largest accepted image, in pixels (width × height), read from the header before decoding. */
  maxPixels: number;
  /** Longest side of a stored image; larger ones are scaled down. */
  maxSide?: number;
}

const DEFAULT_MAX_SIDE = 2400;

/** A refused upload, with the HTTP status and a message for the person uploading. */
export class UploadError extends Error {
  constructor(
    readonly statusCode: 413 | 415 | 422,
    message: string,
  ) {
    super(message);
  }
}

interface ProcessedUpload {
  data: Buffer;
  mime: string;
  ext: string;
  width: number | null;
  height: number | null;
}

const megabytes = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;

export const uploadMessages = {
  tooLarge: (max: number) => `The file is larger than ${megabytes(max)}. Make it smaller and try again.`,
  wrongType: "Only JPEG, PNG, WebP and PDF files can be uploaded, and this file is none of them.",
  unreadable: "This image could not be read; it may be damaged. Save it again and retry.",
  tooManyPixels: (w: number, h: number, max: number) =>
    `The image is ${w} × ${h} pixels, more than the limit of ${Math.round(max / 1_000_000)} megapixels. Make it smaller and try again.`,
} as const;

const encoders = {
  "image/jpeg": (img: Sharp) => img.jpeg({ quality: 85, progressive: true }),
  "image/png": (img: Sharp) => img.png({ compressionLevel: 8 }),
  "image/webp": (img: Sharp) => img.webp({ quality: 85 }),
} as const;

/**
 * Checks an uploaded file by its bytes and makes it safe to publish. Only
 * JPEG, PNG, WebP and PDF are accepted, whatever the name says. An image's
 * size is read from its header first, so a small file claiming a huge
 * picture (a decompression bomb) is refused before any decoding; then it is
 * decoded and encoded again in its own format: turned upright by its EXIF
 * orientation, its long side capped, and without any metadata (EXIF, GPS
 * position, camera, XMP, comments) — sharp writes none unless asked to.
 * PDFs are kept as they are.
 */
export async function processUpload(data: Buffer, caps: UploadCaps): Promise<ProcessedUpload> {
  if (data.length > caps.maxBytes) throw new UploadError(413, uploadMessages.tooLarge(caps.maxBytes));
  const type = sniffType(data);
  if (!type) throw new UploadError(415, uploadMessages.wrongType);
  if (type.mime === "application/pdf") return { data, ...type, width: null, height: null };

  let header: Metadata;
  try {
    // metadata() parses the header only; nothing is decoded yet.
    header = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw new UploadError(422, uploadMessages.unreadable);
  }
  const { width, height } = header;
  if (!width || !height) throw new UploadError(422, uploadMessages.unreadable);
  if (width * height > caps.maxPixels) {
    throw new UploadError(422, uploadMessages.tooManyPixels(width, height, caps.maxPixels));
  }

  const side = caps.maxSide ?? DEFAULT_MAX_SIDE;
  try {
    const img = sharp(data, { limitInputPixels: caps.maxPixels, failOn: "error" })
      .timeout({ seconds: 60 })
      .rotate()
      .resize({ width: side, height: side, fit: "inside", withoutEnlargement: true });
    const encode = encoders[type.mime as keyof typeof encoders];
    const out = await encode(img).toBuffer({ resolveWithObject: true });
    return { data: out.data, ...type, width: out.info.width, height: out.info.height };
  } catch {
    throw new UploadError(422, uploadMessages.unreadable);
  }
}

/** Larger than any upload: the import is run by the operator, and its demo photos are big. */
const IMPORT_CAPS: UploadCaps = { maxBytes: 50 * 1024 * 1024, maxPixels: 50_000_000 };

/**
 * An imported file made as safe as an upload: an image carrying metadata
 * (EXIF, GPS, XMP, IPTC, comments) or larger than an upload may be goes
 * through processUpload, exactly as a staff upload does; a clean image within
 * the limits (most of the demo set) keeps its bytes, which saves re-encoding
 * hundreds of photos on the first start. Returns the bytes, or a message.
 */
export async function cleanImportedFile(data: Buffer): Promise<Buffer | string> {
  const type = sniffType(data);
  if (!type) return uploadMessages.wrongType;
  if (type.mime === "application/pdf") return data;
  let header: Metadata;
  try {
    header = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    return uploadMessages.unreadable;
  }
  const carries =
    header.exif || header.xmp || header.iptc || header.tifftagPhotoshop || (header.comments?.length ?? 0) > 0;
  const tooLarge = (header.width ?? 0) > DEFAULT_MAX_SIDE || (header.height ?? 0) > DEFAULT_MAX_SIDE;
  if (!carries && !tooLarge && header.orientation === undefined) return data;
  try {
    return (await processUpload(data, IMPORT_CAPS)).data;
  } catch (e) {
    return e instanceof UploadError ? e.message : uploadMessages.unreadable;
  }
}
