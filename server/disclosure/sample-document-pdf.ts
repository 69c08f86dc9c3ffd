const escapePdf = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, "-");

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
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(body, "latin1")} >>\nstream\n${body}\nendstream`,
    `<< /Title (${escapePdf(`SAMPLE: ${title}`)}) /Producer (school-site) >>`,
  ];
  let pdf = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(pdf, "latin1"));
    pdf += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, "latin1");
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) pdf += `${String(o).padStart(10, "0")} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}
