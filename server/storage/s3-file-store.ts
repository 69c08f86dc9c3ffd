import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import {
  addressable,
  type FileStore,
  mimeFor,
  type OpenedObject,
  type ReadOptions,
  type StoredObject,
  variantName,
} from "./file-store.ts";

/** The bucket, from server/config.ts (S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE). */
export interface S3Settings {
  bucket: string;
  /** MinIO, R2 or a test server; null for AWS S3 itself. */
  endpoint: string | null;
  region: string;
  forcePathStyle: boolean;
  /**
   * Tests only. In production the SDK finds the credentials itself
   * (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, or an instance role).
   */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export function createS3Client(s: S3Settings): S3Client {
  return new S3Client({
    region: s.region,
    endpoint: s.endpoint ?? undefined,
    forcePathStyle: s.forcePathStyle,
    credentials: s.credentials,
    // Checksums only where S3 requires them: the newer default (a CRC on every
    // upload and download) is refused or mangled by some S3-compatible servers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // A bucket that stops answering must not hold a visitor's request for minutes.
    requestHandler: { connectionTimeout: 5000, requestTimeout: 30_000 },
    maxAttempts: 3,
  });
}

const isMissing = (e: unknown) => {
  const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
  return err.name === "NotFound" || err.name === "NoSuchKey" || err.$metadata?.httpStatusCode === 404;
};

/**
 * Files in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO). Every key
 * starts with the school's code ("tvms/ab/0f3c….jpg"), so one bucket holds
 * many schools and no school's id reaches another's files. Resized copies
 * live under "CODE/.variants/", which no id can name. Each object is written
 * in one PUT: a reader sees the old object or the new one, never a part.
 */
export class S3FileStore implements FileStore {
  readonly kind = "s3";

  constructor(
    private readonly client: S3Client,
    readonly bucket: string,
    readonly school: string,
  ) {}

  static create(settings: S3Settings, school: string): S3FileStore {
    return new S3FileStore(createS3Client(settings), settings.bucket, school);
  }

  forSchool(school: string): S3FileStore {
    return school === this.school ? this : new S3FileStore(this.client, this.bucket, school);
  }

  private key(id: string): string {
    return `${this.school}/${id}`;
  }

  private variantKey(id: string, width: number, format: string): string {
    return `${this.school}/.variants/${variantName(id, width, format)}`;
  }

  async write(id: string, data: Buffer): Promise<void> {
    if (!addressable(id, { allowPrivate: true })) throw new Error(`invalid file id: ${id}`);
    await this.put(this.key(id), data, mimeFor(id));
  }

  async remove(id: string): Promise<void> {
    if (!addressable(id, { allowPrivate: true })) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(id) }));
  }

  async stat(id: string, opts: ReadOptions = {}): Promise<StoredObject | null> {
    return addressable(id, opts) ? this.head(this.key(id)) : null;
  }

  async read(id: string, opts: ReadOptions = {}): Promise<Buffer | null> {
    const opened = await this.open(id, opts);
    if (!opened) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async open(id: string, opts: ReadOptions = {}): Promise<OpenedObject | null> {
    return addressable(id, opts) ? this.get(this.key(id)) : null;
  }

  async list(prefix: string): Promise<string[]> {
    const out: string[] = [];
    const start = `${this.school}/`;
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: start + prefix, ContinuationToken: token }),
      );
      for (const o of page.Contents ?? []) {
        const id = o.Key?.slice(start.length);
        if (id && !id.startsWith(".")) out.push(id);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return out.sort();
  }

  async writeVariant(id: string, width: number, format: string, data: Buffer): Promise<void> {
    await this.put(this.variantKey(id, width, format), data, `image/${format}`);
  }

  statVariant(id: string, width: number, format: string): Promise<StoredObject | null> {
    return this.head(this.variantKey(id, width, format));
  }

  openVariant(id: string, width: number, format: string): Promise<OpenedObject | null> {
    return this.get(this.variantKey(id, width, format));
  }

  async removeVariants(id: string, widths: readonly number[], formats: readonly string[]): Promise<void> {
    const keys = widths.flatMap((w) => formats.map((f) => ({ Key: this.variantKey(id, w, f) })));
    await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys, Quiet: true } }));
  }

  /** One HEAD of the bucket: cheap, and it fails on wrong credentials, a missing bucket or an unreachable server. */
  async check(signal: AbortSignal): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), { abortSignal: signal });
  }

  private async put(key: string, data: Buffer, type: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: data,
        ContentType: type,
        ContentLength: data.length,
      }),
    );
  }

  private async head(key: string): Promise<StoredObject | null> {
    try {
      const h = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: h.ContentLength ?? 0, mtimeMs: h.LastModified?.getTime() ?? 0 };
    } catch (e) {
      if (isMissing(e)) return null;
      throw e;
    }
  }

  private async get(key: string): Promise<OpenedObject | null> {
    try {
      const o = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        size: o.ContentLength ?? 0,
        mtimeMs: o.LastModified?.getTime() ?? 0,
        // In Node the body is the HTTP response itself: streamed, never buffered.
        stream: o.Body as Readable,
      };
    } catch (e) {
      if (isMissing(e)) return null;
      throw e;
    }
  }
}
