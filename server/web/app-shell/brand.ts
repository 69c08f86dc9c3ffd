import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { escapeXml as esc } from "../escape-xml.ts";
import type { SchoolIdentity } from "../school-identity.ts";

/**
 * PNGs made once from the school's logo and name with sharp and kept in
 * memory: the 1200×630 sharing card and the app icons. Made again only when
 * the identity changes (the key is the name, colour and logo file).
 */
const cache = new Map<string, Promise<Buffer>>();

/** The logo from the first folder that has it (the built site's client files, then public/). */
async function logoSvg(publicDirs: string[], identity: SchoolIdentity): Promise<Buffer | null> {
  for (const dir of publicDirs) {
    const file = path.join(dir, path.normalize(identity.logoPath).replace(/^([/\\])+/, ""));
    if (!file.startsWith(dir + path.sep)) continue;
    const data = await fs.readFile(file).catch(() => null);
    if (data) return data;
  }
  return null;
}

function cached(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
  let p = cache.get(key);
  if (!p) {
    p = make().catch((error) => {
      cache.delete(key);
      throw error;
    });
    cache.set(key, p);
  }
  return p;
}

/** Splits a name into at most two lines of about `width` characters. */
function lines(name: string, width: number): string[] {
  const words = name.split(/\s+/);
  const out: string[] = [""];
  for (const w of words) {
    const cur = out[out.length - 1];
    if (cur && cur.length + w.length + 1 > width && out.length < 2) out.push(w);
    else out[out.length - 1] = cur ? `${cur} ${w}` : w;
  }
  return out;
}

export function brandCard(publicDirs: string[], identity: SchoolIdentity): Promise<Buffer> {
  return cached(`card|${identity.name}|${identity.themeColor}|${identity.logoPath}`, async () => {
    const [w, h] = [1200, 630];
    const nameLines = lines(identity.name, 22);
    const text = nameLines
      .map((l, i) => `<text x="600" y="${430 + i * 76}" text-anchor="middle">${esc(l)}</text>`)
      .join("");
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<rect width="${w}" height="${h}" fill="${esc(identity.themeColor)}"/>
<rect x="24" y="24" width="${w - 48}" height="${h - 48}" fill="none" stroke="#f2b705" stroke-width="6" rx="18"/>
<g font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700" fill="#ffffff">${text}</g>
</svg>`,
    );
    const layers: { input: Buffer; top: number; left: number }[] = [];
    const logo = await logoSvg(publicDirs, identity);
    if (logo) {
      layers.push({ input: await sharp(logo, { density: 600 }).resize(260, 260).png().toBuffer(), top: 80, left: 470 });
    }
    return sharp(svg).composite(layers).png({ compressionLevel: 9 }).toBuffer();
  });
}

export function appIcon(publicDirs: string[], identity: SchoolIdentity, size: 192 | 512): Promise<Buffer> {
  return cached(`icon|${size}|${identity.themeColor}|${identity.logoPath}`, async () => {
    const logo = await logoSvg(publicDirs, identity);
    // A full square of the brand colour with the logo inside the safe zone, so "maskable" crops lose nothing.
    const inner = Math.round(size * 0.72);
    const base = sharp({
      create: { width: size, height: size, channels: 4, background: identity.themeColor },
    });
    if (!logo) return base.png().toBuffer();
    const mark = await sharp(logo, { density: 600 }).resize(inner, inner).png().toBuffer();
    const offset = Math.round((size - inner) / 2);
    return base
      .composite([{ input: mark, top: offset, left: offset }])
      .png({ compressionLevel: 9 })
      .toBuffer();
  });
}
