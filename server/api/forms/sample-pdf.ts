import type { FileStore } from "../../storage/file-store.ts";

/** The sample shown beside the /tc form; a school may replace the file in the store. */
export const SAMPLE_TC_ID = "samples/tc-sample.pdf";

const lines: [size: number, text: string][] = [
  [20, "SAMPLE - NOT A VALID CERTIFICATE"],
  [16, "School Leaving / Transfer Certificate"],
  [12, "Name of the school: ______________________________"],
  [12, "Admission No.: ____________     General Register No.: ____________"],
  [12, "Student's full name: ______________________________"],
  [12, "Mother's name: ______________________________"],
  [12, "Date of birth (in figures and words): ______________________________"],
  [12, "Class last studied and since when: ______________________________"],
  [12, "Progress: ____________     Conduct: ____________"],
  [12, "Date of leaving the school: ____________"],
  [12, "Reason for leaving: ______________________________"],
  [12, "Remarks: ______________________________"],
  [12, "Certified that the above information is in accordance with the school register."],
  [12, "Date: ____________     Class teacher          Principal"],
];

const escapePdf = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

/** A one-page A4 PDF with a sample certificate layout, built by hand (no PDF library needed). */
function buildSampleTcPdf(): Buffer {
  let y = 780;
  const text = lines
    .map(([size, line], i) => {
      const out = `BT /F1 ${size} Tf 56 ${y} Td (${escapePdf(line)}) Tj ET`;
      y -= i < 2 ? 36 : 30;
      return out;
    })
    .join("\n");
  const content = `0.6 g\n${text}\n0 G 1 w 40 40 515 762 re S`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    "<< /Title (Sample transfer certificate) /Producer (school-site) >>",
  ];
  let pdf = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, "latin1"));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, "latin1");
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) pdf += `${String(o).padStart(10, "0")} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}

/** Writes the sample into the store unless a file is already there. */
export async function ensureSampleTcPdf(store: FileStore): Promise<void> {
  if (await store.stat(SAMPLE_TC_ID)) return;
  await store.write(SAMPLE_TC_ID, buildSampleTcPdf());
}
