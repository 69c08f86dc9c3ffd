import type { FileStore } from "../storage/file-store.ts";
import { escapePdf, onePagePdf } from "../storage/one-page-pdf.ts";

/** The sample shown beside the /tc form; a school may replace the file in the store. */
export const SAMPLE_CERTIFICATE_ID = "samples/tc-sample.pdf";

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

/** A one-page A4 PDF with a sample certificate layout. */
function buildSampleCertificatePdf(): Buffer {
  let y = 780;
  const text = lines
    .map(([size, line], i) => {
      const out = `BT /F1 ${size} Tf 56 ${y} Td (${escapePdf(line)}) Tj ET`;
      y -= i < 2 ? 36 : 30;
      return out;
    })
    .join("\n");
  const content = `0.6 g\n${text}\n0 G 1 w 40 40 515 762 re S`;
  return onePagePdf(content, "Sample transfer certificate");
}

/** Writes the sample into the store unless a file is already there. */
export async function ensureSampleCertificatePdf(store: FileStore): Promise<void> {
  if (await store.stat(SAMPLE_CERTIFICATE_ID)) return;
  await store.write(SAMPLE_CERTIFICATE_ID, buildSampleCertificatePdf());
}
