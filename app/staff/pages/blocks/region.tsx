import { homeRegionNames } from "../../../../contract/blocks/region.ts";
import type { Editor } from "./fields.tsx";

/** A region's own parts are edited in place on the page editor (canvas.tsx); here, what it holds. */
export const RegionEditor: Editor<"region"> = ({ block }) => (
  <p className="admin-field__help">{homeRegionNames[block.region].holds}</p>
);
