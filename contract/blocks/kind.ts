import type { ZodType, z } from "zod";
import type { Rich } from "./rich.ts";

/**
 * What every block type declares in one place (its folder under
 * contract/blocks/): its plain name for staff, a new empty part, when a part
 * counts as empty, and its schema. The schema is a function of the kit below,
 * so this folder never imports zod itself and the staff editor and the public
 * renderer can import a type's rules without shipping zod to the browser.
 */
export interface BlockKind<B extends { type: string }> {
  type: B["type"];
  /** Plain name staff see: "Table", "Questions and answers". */
  name: string;
  /** Offered in the staff "Add a part" choices (some types only come from the demo or an import). */
  addable: boolean;
  /** A new part as staff add it. */
  empty(): B;
  /** True when the part holds nothing a visitor would see (it is then named in the "is empty" message). */
  isEmpty(block: B): boolean;
  schema(kit: SchemaKit): ZodType<B, Loose<B>>;
}

/**
 * A block as an import file or an older page may hold it: every rich text
 * may still be markup text (richFrom reads both).
 */
export type Loose<T> = T extends Rich
  ? Rich | string
  : T extends (infer U)[]
    ? Loose<U>[]
    : T extends object
      ? { [K in keyof T]: Loose<T[K]> }
      : T;

/** The shared building blocks of every block schema (contract/pages.ts makes it). */
export interface SchemaKit {
  z: typeof z;
  /** Text without markup, at most `max` characters, no control characters. */
  plain(max: number): z.ZodType<string, string>;
  /**
   * Rich text (bold, italic, links; their addresses are checked), stored as
   * nodes; the markup text of older pages and import files is turned into nodes.
   */
  rich(max?: number): z.ZodType<Rich, string | Rich>;
  /** Plain text that must not be empty. */
  required(max?: number): z.ZodType<string, string>;
  /** A link address on the allow-list. */
  href: z.ZodType<string, string>;
  /** A list of 1 (or `min`) to PageLimits.items entries. */
  list<T extends z.ZodType>(item: T, min?: number): z.ZodArray<T>;
  /** Any block (for types that hold blocks, such as photo tabs). */
  block: z.ZodType<unknown, unknown>;
}
