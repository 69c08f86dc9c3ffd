import type { ClipboardEvent } from "react";
import { type Rich, richPlain } from "../../../../contract/page-blocks.ts";
import { type Editor, Text } from "./fields.tsx";
import { clipboardTable } from "./table-paste.ts";

const cell = (v: string): Rich => (v ? [{ t: "text", v }] : []);

/**
 * A table edited as a table: one box per cell, buttons to add and remove
 * rows and columns, a header-row switch. Pasting cells copied from Excel,
 * Google Sheets or Word fills the table from the box pasted into, growing it
 * as needed.
 */
export const TableEditor: Editor<"table"> = ({ f, block, onChange }) => {
  const header = block.head.length > 0;
  // The grid as staff see it: the header row (when on) above the body rows.
  const grid: string[][] = [...(header ? [block.head] : []), ...block.rows.map((r) => r.map((c) => richPlain(c)))];
  const width = Math.max(1, ...grid.map((r) => r.length));
  const rows = grid.length ? grid.map((r) => [...r, ...Array<string>(width - r.length).fill("")]) : [[""]];
  // A cell whose words did not change keeps its bold, italic and links.
  const before: Rich[][] = [...(header ? [block.head.map(cell)] : []), ...block.rows];
  const richAt = (a: number, b: number, v: string): Rich => {
    const old = before[a]?.[b];
    return old && richPlain(old) === v ? old : cell(v);
  };
  const save = (next: string[][], withHeader = header) => {
    const body = next.map((r, a) => r.map((v, b) => richAt(a, b, v)));
    const [first = [], ...rest] = body;
    if (withHeader) onChange({ ...block, head: first.map((c) => richPlain(c)), rows: rest });
    else onChange({ ...block, head: [], rows: body });
  };
  const set = (i: number, j: number, v: string) =>
    save(rows.map((r, a) => (a === i ? r.map((c, b) => (b === j ? v : c)) : r)));
  const paste = (i: number, j: number) => (e: ClipboardEvent<HTMLInputElement>) => {
    const pasted = clipboardTable(e.clipboardData.getData("text/html"), e.clipboardData.getData("text/plain"));
    if (!pasted) return;
    e.preventDefault();
    const height = Math.max(rows.length, i + pasted.length);
    const wide = Math.max(width, j + Math.max(...pasted.map((r) => r.length)));
    const next = Array.from({ length: height }, (_, a) =>
      Array.from({ length: wide }, (_, b) => pasted[a - i]?.[b - j] ?? rows[a]?.[b] ?? ""),
    );
    // An empty table takes the pasted table whole: its first row becomes the header row.
    const wasEmpty = rows.every((r) => r.every((c) => c.trim() === ""));
    save(next, wasEmpty ? true : header);
  };
  const name = (i: number, j: number) =>
    header && i === 0 ? `Heading of column ${j + 1}` : `Row ${header ? i : i + 1}, column ${j + 1}`;
  return (
    <>
      <Text
        id={f("caption")}
        label="Table title"
        value={block.caption}
        onChange={(caption) => onChange({ ...block, caption })}
      />
      <p className="admin-field__help" id={f("help")}>
        Type in the boxes, or copy cells in Excel, Google Sheets or Word and paste them into a box.
      </p>
      <div className="admin-field admin-field--check">
        <input id={f("header")} type="checkbox" checked={header} onChange={(e) => save(rows, e.target.checked)} />
        <label htmlFor={f("header")}>The first row holds the column headings</label>
      </div>
      <div className="table-wrap table-editor">
        <table aria-describedby={f("help")}>
          <caption className="visually-hidden">{block.caption || "Table"}: cells</caption>
          <tbody>
            {rows.map((r, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are places in the grid
              <tr key={i}>
                {r.map((c, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are places in the grid
                  <td key={j}>
                    <input
                      id={f(`cell-${i}-${j}`)}
                      aria-label={name(i, j)}
                      className={header && i === 0 ? "table-editor__head" : undefined}
                      value={c}
                      onChange={(e) => set(i, j, e.target.value)}
                      onPaste={paste(i, j)}
                    />
                  </td>
                ))}
                <td>
                  <button
                    type="button"
                    className="button button--small button--secondary"
                    disabled={rows.length === 1}
                    onClick={() => save(rows.filter((_, a) => a !== i))}
                  >
                    Remove<span className="visually-hidden"> row {i + 1}</span>
                  </button>
                </td>
              </tr>
            ))}
            <tr>
              {Array.from({ length: width }, (_, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are places in the grid
                <td key={j}>
                  <button
                    type="button"
                    className="button button--small button--secondary"
                    disabled={width === 1}
                    onClick={() => save(rows.map((r) => r.filter((_, b) => b !== j)))}
                  >
                    Remove<span className="visually-hidden"> column {j + 1}</span>
                  </button>
                </td>
              ))}
              <td />
            </tr>
          </tbody>
        </table>
      </div>
      <div className="admin-actions">
        <button
          type="button"
          className="button button--small"
          onClick={() => save([...rows, Array<string>(width).fill("")])}
        >
          Add a row
        </button>
        <button type="button" className="button button--small" onClick={() => save(rows.map((r) => [...r, ""]))}>
          Add a column
        </button>
      </div>
    </>
  );
};
