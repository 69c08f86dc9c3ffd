import { escapePdf, onePagePdf } from "../storage/one-page-pdf.ts";

/**
 * A one-page A4 PDF of a sample document, marked SAMPLE across the top and in
 * a large grey stamp, built by hand like the TC sample (no PDF library).
 */
export function buildSampleDocumentPdf(title: string, lines: string[]): Buffer {
  const body = [
    "0.75 g BT /F1 96 Tf 0.7071 0.7071 -0.7071 0.7071 150 250 Tm (SAMPLE) Tj ET",
    "0 g BT /F1 20 Tf 56 780 Td (SAMPLE - NOT A REAL DOCUMENT) Tj ET",
    `BT /F1 16 Tf 56 740 Td (${escapePdf(title)}) Tj ET`,
    ...lines.map((line, i) => `BT /F1 12 Tf 56 ${700 - i * 24} Td (${escapePdf(line)}) Tj ET`),
    "0 G 1 w 40 40 515 762 re S",
  ].join("\n");
  return onePagePdf(body, `SAMPLE: ${title}`);
}
