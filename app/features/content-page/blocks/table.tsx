import { InlineText } from "../../../components/ui/inline-text.tsx";
import type { Renderer } from "./renderer.ts";

export const TableView: Renderer<"table"> = ({ block }) => (
  <div className="table-wrap">
    <table>
      <caption>{block.caption}</caption>
      {block.head.length ? (
        <thead>
          <tr>
            {block.head.map((h, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: cells of a fixed table
              <th key={j} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
      ) : null}
      <tbody>
        {block.rows.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows of a fixed table may repeat
          <tr key={i}>
            {row.map((cell, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: cells of a fixed table
              <td key={j}>
                <InlineText text={cell} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);
