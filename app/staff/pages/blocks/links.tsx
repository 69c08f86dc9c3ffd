import type { Editor } from "./fields.tsx";
import { PerLine, title } from "./per-line.tsx";

export const LinksEditor: Editor<"links"> = ({ f, block, onChange }) => (
  <>
    {title({ f, block, onChange })}
    <PerLine
      id={f("links")}
      label="Links, one per line: words | address"
      help="Addresses: https://…, mailto:…, tel:… or a page of this site such as /history."
      items={block.links}
      toCols={(l) => [l.label, l.href]}
      fromCols={([label, href = ""]) => (/^https?:/i.test(href) ? { label, href, external: true } : { label, href })}
      onChange={(links) => onChange({ ...block, links })}
    />
  </>
);
