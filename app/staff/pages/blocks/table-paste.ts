/**
 * A table from the clipboard: Excel, Google Sheets and Word put an HTML
 * <table> on it, and tab-separated text (cells between tabs, rows on lines;
 * a cell holding a line break or a tab is quoted, as Excel does). Either
 * becomes rows of cell texts; anything else is not a table (null).
 */
export function clipboardTable(html: string, text: string): string[][] | null {
  if (/<table[\s>]/i.test(html)) {
    const doc = new DOMParser().parseFromString(html, "text/html");
    const table = doc.querySelector("table");
    if (table) {
      const rows: string[][] = [];
      for (const tr of Array.from(table.querySelectorAll("tr"))) {
        const row: string[] = [];
        for (const cell of Array.from(tr.querySelectorAll("th,td"))) {
          row.push(cellText(cell));
          // A merged cell keeps the columns of the rows below in their place.
          const span = Math.min(Number(cell.getAttribute("colspan")) || 1, 50);
          for (let k = 1; k < span; k++) row.push("");
        }
        if (row.length) rows.push(row);
      }
      if (rows.length) return square(rows);
    }
  }
  if (!text.includes("\t")) return null;
  return square(tsv(text));
}

function cellText(cell: Element): string {
  // Line breaks and paragraphs inside a cell become spaces; the words stay.
  return (cell.textContent ?? "").replace(/\s+/g, " ").trim();
}

/** Tab-separated rows; quoted cells ("a ""b"" c") may hold tabs and line breaks. */
function tsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let i = 0;
  const src = text.replace(/\r\n?/g, "\n");
  while (i < src.length) {
    const ch = src[i];
    if (ch === '"' && cell === "") {
      const end = closingQuote(src, i + 1);
      if (end !== -1) {
        cell = src.slice(i + 1, end).replace(/""/g, '"');
        i = end + 1;
        continue;
      }
    }
    if (ch === "\t") {
      row.push(cell.trim());
      cell = "";
    } else if (ch === "\n") {
      row.push(cell.trim());
      rows.push(row);
      row = [];
      cell = "";
    } else cell += ch;
    i++;
  }
  if (cell !== "" || row.length) {
    row.push(cell.trim());
    rows.push(row);
  }
  return rows.filter((r) => r.some((c) => c !== ""));
}

function closingQuote(src: string, from: number): number {
  for (let j = from; j < src.length; j++) {
    if (src[j] !== '"') continue;
    if (src[j + 1] === '"') {
      j++;
      continue;
    }
    return /[\t\n]/.test(src[j + 1] ?? "\n") ? j : -1;
  }
  return -1;
}

/** Every row as wide as the widest (a spreadsheet leaves trailing empty cells out). */
function square(rows: string[][]): string[][] {
  const width = Math.max(...rows.map((r) => r.length));
  return rows.map((r) => [...r, ...Array<string>(width - r.length).fill("")]);
}
