import { describe, expect, it } from "vitest";
import { pdfHasText } from "./pdf-text.ts";
import { scannedPdf, typedPdf } from "./test-files.ts";

const typed = typedPdf("School closed tomorrow due to heavy rain.");
const scanned = scannedPdf();

describe("pdfHasText (issue 30: a scanned circular asks for its text)", () => {
  it("finds the words of a typed circular", async () => {
    expect(await pdfHasText(typed)).toBe(true);
  });

  it("finds none in a scan", async () => {
    expect(await pdfHasText(scanned)).toBe(false);
  });

  it("cannot tell for a damaged file, and the server carries on", async () => {
    expect(await pdfHasText(Buffer.from("%PDF-1.4\nnot really a pdf"))).toBeNull();
  });

  it("gives up at the time limit rather than hold the upload", async () => {
    expect(await pdfHasText(typed, 1)).toBeNull();
  });

  it("reads many at once, a few workers at a time, each with its own answer", async () => {
    const files = [typed, scanned, typed, scanned, typed];
    expect(await Promise.all(files.map((f) => pdfHasText(f)))).toEqual([true, false, true, false, true]);
  });
});
