/**
 * Placeholder files of the demo content: labelled JPEG images (drawn as SVG
 * with the built-in stroke font, rendered by sharp) and minimal one-page PDFs.
 */
import sharp from "sharp";
import { textPath, textUnits, wrapText } from "./stroke-font.ts";

export type PlaceholderIcon = "photo" | "person" | "document";

export interface PlaceholderImage {
  kind: "image";
  /** Small upper line, e.g. the page. */
  heading: string;
  /** Main label, e.g. the tab or album title (wrapped). */
  title: string;
  /** Large number line, e.g. the photo's position ("3"). */
  number?: string;
  /** Key of the colour: images with the same key share a hue. */
  colorKey: string;
  icon?: PlaceholderIcon;
  width?: number;
  height?: number;
}

export interface CertificateImage {
  kind: "certificate";
  admissionNo: string;
  studentName: string;
  /** Extra lines printed on the certificate body. */
  details: string[];
}

export type ImageSpec = PlaceholderImage | CertificateImage;

/** Stable 32-bit hash (FNV-1a) of a string. */
export function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** One line of stroked text, centred on cx, fitted into maxWidth. Returns svg and its height. */
function textLine(
  text: string,
  cx: number,
  top: number,
  capHeight: number,
  maxWidth: number,
  color: string,
): { svg: string; height: number } {
  const units = textUnits(text);
  const size = Math.min(capHeight, (maxWidth * 6) / Math.max(units, 1));
  const width = (units * size) / 6;
  const d = textPath(text, cx - width / 2, top, size);
  const sw = Math.max(1.6, Math.round((size / 7) * 10) / 10);
  return {
    svg: `<path d="${d}" fill="none" stroke="${color}" stroke-width="${sw}" stroke-linecap="round" stroke-linejoin="round"/>`,
    height: size,
  };
}

function iconSvg(icon: PlaceholderIcon, x: number, y: number, s: number, color: string): string {
  const k = s / 100;
  const t = (px: number, py: number) => `${Math.round(x + px * k)},${Math.round(y + py * k)}`;
  if (icon === "person") {
    return `<g fill="${color}"><circle cx="${x + 50 * k}" cy="${y + 34 * k}" r="${20 * k}"/><path d="M${t(14, 96)} Q${t(14, 60)} ${t(50, 60)} Q${t(86, 60)} ${t(86, 96)} Z"/></g>`;
  }
  if (icon === "document") {
    return `<g fill="none" stroke="${color}" stroke-width="${5 * k}" stroke-linejoin="round"><path d="M${t(22, 6)} L${t(64, 6)} L${t(80, 22)} L${t(80, 94)} L${t(22, 94)} Z"/><path d="M${t(34, 40)} L${t(68, 40)} M${t(34, 56)} L${t(68, 56)} M${t(34, 72)} L${t(58, 72)}"/></g>`;
  }
  return `<g fill="${color}"><circle cx="${x + 70 * k}" cy="${y + 28 * k}" r="${11 * k}"/><path d="M${t(4, 92)} L${t(36, 44)} L${t(58, 76)} L${t(72, 60)} L${t(96, 92)} Z"/></g>`;
}

/** SVG of a labelled placeholder photo on a colour that depends on colorKey. */
export function placeholderSvg(spec: PlaceholderImage): string {
  const w = spec.width ?? 960;
  const h = spec.height ?? 640;
  // Flat fills only: gradients and translucency make librsvg several times slower.
  const hue = hash(spec.colorKey) % 360;
  const c1 = `hsl(${hue},60%,70%)`;
  const c2 = `hsl(${(hue + 25) % 360},52%,58%)`;
  const c3 = `hsl(${hue},65%,78%)`;
  const ink = `hsl(${hue},45%,22%)`;
  const accent = `hsl(${(hue + 180) % 360},55%,36%)`;
  const seed = hash(`${spec.colorKey}#${spec.number ?? ""}`);
  const bubbles = [0, 1, 2]
    .map((i) => {
      const bx = ((seed >>> (i * 5)) % 100) / 100;
      const by = ((seed >>> (i * 7 + 3)) % 100) / 100;
      const r = (0.1 + (((seed >>> (i * 3 + 1)) % 10) / 10) * 0.16) * h;
      return `<circle cx="${Math.round(bx * w)}" cy="${Math.round(by * h)}" r="${Math.round(r)}" fill="${i === 1 ? c1 : c3}"/>`;
    })
    .join("");
  const tilt = 0.25 + ((seed >>> 11) % 50) / 100;
  const band = `<path d="M0 ${Math.round(h * tilt)} L${w} ${Math.round(h * (1 - tilt))} L${w} ${h} L0 ${h} Z" fill="${c2}"/>`;

  const panelW = Math.round(w * 0.84);
  const panelX = Math.round((w - panelW) / 2);
  const innerW = panelW - 2 * Math.round(w * 0.05);
  const cx = w / 2;
  const scale = h / 640;

  const parts: { text: string; size: number; color: string; gap: number }[] = [];
  parts.push({ text: spec.heading, size: 26 * scale, color: accent, gap: 22 * scale });
  const titleLines = wrapText(spec.title, 22).slice(0, 3);
  // All title lines share one size: the largest that fits the longest line.
  const longest = Math.max(...titleLines.map((l) => textUnits(l)), 1);
  const titleSize = Math.min(46 * scale, (innerW * 6) / longest);
  for (const [i, line] of titleLines.entries()) {
    const last = i === titleLines.length - 1;
    parts.push({ text: line, size: titleSize, color: ink, gap: (last ? 30 : 16) * scale });
  }
  if (spec.number) parts.push({ text: spec.number, size: 84 * scale, color: accent, gap: 0 });

  const iconSize = Math.round(90 * scale);
  const iconGap = 20 * scale;
  let contentH = iconSize + iconGap;
  const fitted = parts.map((p) => {
    const size = Math.min(p.size, (innerW * 6) / Math.max(textUnits(p.text), 1));
    return { ...p, size };
  });
  for (const [i, p] of fitted.entries()) contentH += p.size + (i < fitted.length - 1 ? p.gap : 0);
  const pad = 36 * scale;
  const panelH = Math.round(contentH + 2 * pad);
  const panelY = Math.round((h - panelH) / 2);

  let y = panelY + pad;
  let body = iconSvg(spec.icon ?? "photo", cx - iconSize / 2, y, iconSize, c2);
  y += iconSize + iconGap;
  for (const p of fitted) {
    const line = textLine(p.text, cx, y, p.size, innerW, p.color);
    body += line.svg;
    y += line.height + p.gap;
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="${c1}"/>${band}${bubbles}<rect x="${panelX}" y="${panelY}" width="${panelW}" height="${panelH}" rx="${Math.round(24 * scale)}" fill="hsl(${hue},60%,96%)"/>${body}</svg>`;
}

/** SVG of a sample transfer certificate (portrait A4 proportions). */
export function certificateSvg(spec: CertificateImage): string {
  const w = 800;
  const h = 1130;
  const ink = "#2b2f4a";
  const accent = "#8a3b12";
  let body = "";
  let y = 110;
  const add = (text: string, size: number, color: string, gap: number, x?: number) => {
    if (x === undefined) {
      body += textLine(text, w / 2, y, size, w - 160, color).svg;
    } else {
      const units = textUnits(text);
      const s = Math.min(size, ((w - 80 - x) * 6) / Math.max(units, 1));
      body += `<path d="${textPath(text, x, y, s)}" fill="none" stroke="${color}" stroke-width="${Math.max(1.6, s / 7)}" stroke-linecap="round" stroke-linejoin="round"/>`;
    }
    y += size + gap;
  };
  add("DEMO SCHOOL - STATE BOARD (SSC)", 24, accent, 26);
  add("TRANSFER CERTIFICATE", 40, ink, 30);
  add("SAMPLE - NOT A REAL DOCUMENT", 18, accent, 60);
  add(`ADMISSION NO: ${spec.admissionNo}`, 24, ink, 30, 100);
  for (const line of wrapText(`STUDENT: ${spec.studentName}`, 40)) add(line, 24, ink, 30, 100);
  for (const detail of spec.details) {
    for (const line of wrapText(detail, 44)) add(line, 20, ink, 26, 100);
  }
  y = h - 200;
  add("PRINCIPAL", 20, ink, 0, 520);
  body += `<path d="M500 ${h - 215} L700 ${h - 215}" stroke="${ink}" stroke-width="2"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="#fffaf0"/><rect x="28" y="28" width="${w - 56}" height="${h - 56}" fill="none" stroke="${accent}" stroke-width="6"/><rect x="42" y="42" width="${w - 84}" height="${h - 84}" fill="none" stroke="${accent}" stroke-width="2"/><circle cx="160" cy="${h - 190}" r="62" fill="none" stroke="${accent}" stroke-width="4" stroke-opacity="0.6"/>${body}</svg>`;
}

export function imageSvg(spec: ImageSpec): string {
  return spec.kind === "certificate" ? certificateSvg(spec) : placeholderSvg(spec);
}

/** Renders an image spec as a small JPEG. */
export async function renderJpeg(spec: ImageSpec): Promise<Buffer> {
  return sharp(Buffer.from(imageSvg(spec)))
    .jpeg({ quality: 70, optimiseCoding: false })
    .toBuffer();
}

/** Replaces characters the PDF's standard font encoding cannot show. */
function pdfText(s: string): string {
  return s
    .replace(/[–—]/g, "-")
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/·/g, "-")
    .replace(/₹/g, "Rs.")
    .replace(/[^\x20-\x7e]/g, "?")
    .replace(/([\\()])/g, "\\$1");
}

/** A minimal valid one-page PDF 1.4 (A4) with a title and wrapped body text. */
export function makePdf(title: string, paragraphs: string[]): Buffer {
  const ops: string[] = ["BT", "/F2 18 Tf", "56 770 Td", `(${pdfText(title)}) Tj`, "/F1 11 Tf", "15 TL", "0 -14 Td"];
  for (const para of paragraphs) {
    ops.push("T*");
    for (const line of wrapText(para, 88)) ops.push(`(${pdfText(line)}) '`);
  }
  ops.push("T*", "/F1 9 Tf", "(Demo content generated for the school website. Not a real document.) '", "ET");
  const stream = ops.join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`,
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  for (const [i, obj] of objects.entries()) {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}
