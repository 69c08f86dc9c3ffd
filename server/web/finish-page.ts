import fs from "node:fs";
import path from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";
import { encode, pickEncoding } from "../http/encoding.ts";

/**
 * A public page finished as bytes: its stylesheets inlined inside
 * `<head>`, then turned into bytes next to the rest of the page as it is.
 * A 120 KB page is a string of over 128 KB, which V8 keeps outside its
 * young generation until a full collection: making the whole page again
 * (once for the styles, once more to encode it) made RSS grow with the
 * render rate.
 */
export function pageFinisher(inlineStyles: (html: string) => string): (html: string) => Buffer {
  return (html) => {
    const close = html.indexOf("</head>");
    if (close < 0) return Buffer.from(inlineStyles(html));
    return Buffer.concat([Buffer.from(inlineStyles(html.slice(0, close))), Buffer.from(html.slice(close))]);
  };
}

/** Stylesheets up to this size go inside the page; larger ones stay links. */
const INLINE_CSS_LIMIT = 48 * 1024;

/**
 * Public pages carry their stylesheets inline: on a phone over mobile data a
 * render-blocking stylesheet costs a round trip before anything shows, while
 * a few KB more of compressed HTML cost almost nothing. The files are read
 * once (their names carry a content hash).
 */
export function styleInliner(clientDir: string): (html: string) => string {
  const styles = new Map<string, string | null>();
  const read = (href: string): string | null => {
    let css = styles.get(href);
    if (css !== undefined) return css;
    const file = path.join(clientDir, path.normalize(href));
    css = null;
    if (file.startsWith(clientDir + path.sep) && fs.existsSync(file) && fs.statSync(file).size <= INLINE_CSS_LIMIT) {
      const text = fs.readFileSync(file, "utf8");
      if (!/<\/style/i.test(text)) css = text;
    }
    styles.set(href, css);
    return css;
  };
  // React Router writes the stylesheets of lazily loaded parts (the page blocks, the carousel) as
  // `…css#`: without the `#` in the pattern they stayed links, four round trips before the first
  // paint of every content page (Lighthouse 95-99 on /history, /our-infrastructure and home).
  return (html) =>
    html.replace(
      /<link (?:nonce="[^"]*" )?rel="stylesheet" href="(\/assets\/[\w.-]+\.css)#?"\/>/g,
      (tag, href: string) => {
        const css = read(href);
        return css === null ? tag : `<style>${css}</style>`;
      },
    );
}

/**
 * A rendered page compressed in one piece in the thread pool (encode: brotli
 * at a quality cheap enough per render, else gzip), with its Content-Encoding:
 * the app-wide on-the-fly compression would put the finished page through a
 * stream, whose plumbing on the main thread cost more than a tenth of an
 * uncached render. Pages too small to gain, or for a client taking neither,
 * are sent as they are; a failure to compress sends them as they are too.
 */
export async function packed(req: FastifyRequest, reply: FastifyReply, body: Buffer): Promise<Buffer> {
  if (body.length < 1024 || req.headers["x-no-compression"] !== undefined) return body;
  const encoding = pickEncoding(req.headers["accept-encoding"]);
  const out = encoding ? await encode(encoding, body, true) : null;
  if (!encoding || !out) return body;
  const vary = reply.getHeader("vary");
  reply.header("Content-Encoding", encoding).header("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  return out;
}
