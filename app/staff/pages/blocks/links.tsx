import type { LinksBlock } from "../../../../contract/blocks/links.ts";
import { pagesWords as sw } from "../../../i18n/catalogues/staff/pages.ts";
import type { Editor } from "./fields.tsx";
import { Items } from "./items.tsx";
import { title } from "./optional-title.tsx";

export const LinksEditor: Editor<"links"> = ({ f, block, onChange }) => (
  <>
    {title({ f, block, onChange })}
    <Items<LinksBlock["links"][number]>
      id={f("links")}
      noun="link"
      items={block.links}
      fields={[
        { name: "label", label: sw("wordsOfTheLink") },
        {
          name: "href",
          label: sw("address2"),
          help: "A web address (https://…), mailto:…, tel:… or a page of this site such as /history.",
        },
      ]}
      empty={() => ({ label: "", href: "" })}
      onChange={(links) =>
        onChange({
          ...block,
          links: links.map(({ external: _, ...l }) => (/^https?:/i.test(l.href) ? { ...l, external: true } : l)),
        })
      }
    />
  </>
);
