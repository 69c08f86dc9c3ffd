import { promisify } from "node:util";
import zlib from "node:zlib";

/**
 * Content coding for every answer the server compresses itself: the API's
 * cached answers (api/content/http-cache.ts) and the pages (web/finish-page.ts,
 * web/page-cache.ts), so both negotiate and compress the same way.
 */

export type Encoding = "br" | "gzip";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Compresses in the thread pool; null when it fails. An answer made once
 * (a list at one content version) gets the strongest settings, instead of
 * once per request as the app-wide on-the-fly compression would (brotli
 * there costs more CPU per request than everything else in serving a cached
 * list); a page rendered for one response (`perRequest`) gets a quality
 * cheap enough to pay each time.
 */
export function encode(encoding: Encoding, body: Buffer, perRequest = false): Promise<Buffer | null> {
  const job =
    encoding === "br"
      ? brotli(body, {
          chunkSize: 64 * 1024,
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: perRequest ? 4 : zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          },
        })
      : gzip(body, {
          chunkSize: 64 * 1024,
          level: perRequest ? zlib.constants.Z_DEFAULT_COMPRESSION : zlib.constants.Z_BEST_COMPRESSION,
        });
  return job.catch(() => null);
}

/**
 * The coding to answer with: brotli when the client takes it, else gzip,
 * else none. A q of 0 refuses a coding; "*" stands for the ones not named.
 */
export function pickEncoding(header: string | string[] | undefined): Encoding | null {
  const q = qualities(header);
  if (!q) return null;
  const of = (name: string) => q.get(name) ?? q.get("*") ?? 0;
  const br = of("br");
  const gz = Math.max(of("gzip"), q.get("x-gzip") ?? 0);
  if (br > 0 && br >= gz) return "br";
  if (gz > 0) return "gzip";
  return null;
}

/** Whether the client takes gzip at all (cached pages are sent as gzip to anyone who does). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const q = qualities(header);
  return q !== null && Math.max(q.get("gzip") ?? q.get("*") ?? 0, q.get("x-gzip") ?? 0) > 0;
}

/** Accept-Encoding's codings and their q values, or null without the header. */
function qualities(header: string | string[] | undefined): Map<string, number> | null {
  if (typeof header !== "string" || header === "") return null;
  const q = new Map<string, number>();
  for (const part of header.split(",", 30)) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  return q;
}
