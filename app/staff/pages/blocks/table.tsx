import type { ClipboardEvent } from "react";
import type { TableBlock } from "../../../../contract/blocks/table.ts";
import { type Rich, richPlain } from "../../../../contract/page-blocks.ts";
import { staffWords as w } from "../../../i18n/staff-words.ts";
import { type Editor, Text } from "./fields.tsx";
import { clipboardTable } from "./table-paste.ts";

const cell = (v: string): Rich => (v ? [{ t: "text", v }] : []);

/**
 * The table as staff see it: the header row (when on) above the body rows,
 * every row as wide as the widest, and how a changed grid is stored (a cell
 * whose words did not change keeps its bold, italic and links).
 */
function tableGrid(block: TableBlock, onChange: (block: TableBlock) => void) {
  const header = block.head.length > 0;
  const grid: string[][] = [...(header ? [block.head] : []), ...block.rows.map((r) => r.map((c) => richPlain(c)))];
  const width = Math.max(1, ...grid.map((r) => r.length));
  const rows = grid.length ? grid.map((r) => [...r, ...Array<string>(width - r.length).fill("")]) : [[""]];
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
  /** Cells copied from Excel, Google Sheets or Word fill the table from the box pasted into, growing it as needed. */
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
    header && i === 0
      ? w("table.headCell", { column: j + 1 })
      : w("table.cell", { row: header ? i : i + 1, column: j + 1 });
  return { header, rows, width, save, set, paste, name };
}
type Grid = ReturnType<typeof tableGrid>;

/**
 * A table edited as a table: one box per cell, buttons to add and remove
 * rows and columns, a header-row switch. Pasting cells copied from Excel,
 * Google Sheets or Word fills the table from the box pasted into, growing it
 * as needed.
 */
export const TableEditor: Editor<"table"> = ({ f, block, onChange }) => {
  const grid = tableGrid(block, onChange);
  const { header, rows, width, save } = grid;
  return (
    <>
      <Text
        id={f("caption")}
        label={w("table.caption")}
        value={block.caption}
        onChange={(caption) => onChange({ ...block, caption })}
      />
      <p className="admin-field__help" id={f("help")}>
        {w("table.help")}
      </p>
      <div className="admin-field admin-field--check">
        <input id={f("header")} type="checkbox" checked={header} onChange={(e) => save(rows, e.target.checked)} />
        <label htmlFor={f("header")}>{w("table.header")}</label>
      </div>
      <div className="table-wrap table-editor">
        <table aria-describedby={f("help")}>
          <caption className="visually-hidden">
            {w("table.cells", { caption: block.caption || w("table.untitled") })}
          </caption>
          <tbody>
            {rows.map((r, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are places in the grid
              <CellRow key={i} f={f} grid={grid} cells={r} i={i} />
            ))}
            <RemoveColumns grid={grid} />
          </tbody>
        </table>
      </div>
      <div className="admin-actions">
        <button
          type="button"
          className="button button--small"
          onClick={() => save([...rows, Array<string>(width).fill("")])}
        >
          {w("table.addRow")}
        </button>
        <button type="button" className="button button--small" onClick={() => save(rows.map((r) => [...r, ""]))}>
          {w("table.addColumn")}
        </button>
      </div>
    </>
  );
};

/** One row of cell boxes, with its Remove button. */
function CellRow({ f, grid, cells, i }: { f: (name: string) => string; grid: Grid; cells: string[]; i: number }) {
  const { header, rows, save, set, paste, name } = grid;
  return (
    <tr>
      {cells.map((c, j) => (
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
          {w("table.remove")}
          <span className="visually-hidden">{w("table.removeRow", { row: i + 1 })}</span>
        </button>
      </td>
    </tr>
  );
}

/** The last row: a Remove button under each column. */
function RemoveColumns({ grid }: { grid: Grid }) {
  const { rows, width, save } = grid;
  return (
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
            {w("table.remove")}
            <span className="visually-hidden">{w("table.removeColumn", { column: j + 1 })}</span>
          </button>
        </td>
      ))}
      <td />
    </tr>
  );
}
