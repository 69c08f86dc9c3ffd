/** A PDF string literal: backslash and brackets escaped, anything outside printable ASCII a dash (Helvetica's WinAnsi). */
export const escapePdf = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, "-");

/**
 * A one-page A4 PDF of the given page content stream in Helvetica, built by
 * hand (no PDF library needed): the sample certificate and the sample
 * disclosure documents.
 */
export function onePagePdf(content: string, title: string): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    `<< /Title (${escapePdf(title)}) /Producer (school-site) >>`,
  ];
  return pdfOfObjects(objects, { header: "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", trailer: " /Info 6 0 R" });
}

/**
 * A PDF of the given objects (numbered from 1; object 1 is the catalogue),
 * with the cross-reference table a reader needs, offsets counted as written.
 * `header` may add the binary-marker comment; `trailer` adds entries to the trailer.
 */
export function pdfOfObjects(objects: string[], { header = "%PDF-1.4\n", trailer = "" } = {}): Buffer {
  let pdf = header;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, "latin1"));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, "latin1");
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) pdf += `${String(o).padStart(10, "0")} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${trailer} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}
