/**
 * Files of the demo content: illustrated JPEG images (SVG scenes of
 * illustrations.ts rendered by sharp), a sample certificate drawn with the
 * built-in stroke font, and minimal one-page PDFs.
 */
import sharp from "sharp";
import { pdfOfObjects } from "../storage/one-page-pdf.ts";
import { coverSvg, hash, portraitSvg, type Scene, sceneAlt, sceneFor, sceneSvg } from "./illustrations.ts";
import { textPath, textUnits, wrapText } from "./stroke-font.ts";

type PlaceholderIcon = "photo" | "person" | "document";

interface PlaceholderImage {
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

interface CertificateImage {
  kind: "certificate";
  admissionNo: string;
  studentName: string;
  /** Extra lines printed on the certificate body. */
  details: string[];
}

export type ImageSpec = PlaceholderImage | CertificateImage;

export { hash };

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

/** SVG of a sample transfer certificate (portrait A4 proportions). */
function certificateSvg(spec: CertificateImage): string {
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

/** The scene an image spec shows (page, tab and title words decide it). */
export function illustrationScene(spec: PlaceholderImage): Scene {
  return sceneFor(`${spec.heading} ${spec.title}`, hash(`${spec.colorKey}#${spec.number ?? ""}`));
}

/** What a demo image shows, for its text alternative. */
export function illustrationAlt(spec: PlaceholderImage): string {
  if (spec.icon === "person") return `Portrait of ${spec.title}`;
  if (spec.icon === "document") return `Cover of ${spec.title}`;
  return sceneAlt[illustrationScene(spec)];
}

/**
 * Demo images are illustrations without any words (issue 16: no "PAGES" or
 * "SLIDES" labels); only the sample certificate, a document, carries text.
 */
export function imageSvg(spec: ImageSpec): string {
  if (spec.kind === "certificate") return certificateSvg(spec);
  const seed = hash(`${spec.colorKey}#${spec.number ?? ""}#${spec.title}`);
  if (spec.icon === "person") return portraitSvg(seed, spec.width ?? 640);
  if (spec.icon === "document") return coverSvg(seed, spec.width ?? 640, spec.height ?? 900);
  return sceneSvg(illustrationScene(spec), seed, spec.width ?? 960, spec.height ?? 640);
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
  return pdfOfObjects(objects);
}
