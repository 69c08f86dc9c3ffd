import type { Kysely } from "kysely";

/**
 * What migrations 040 and 041 do to each stored page alike: its blocks and
 * its draft's blocks rewritten by `change`, and those of its earlier
 * versions. Frozen like the migrations that use it: never change what it
 * writes (040-rich-text.test.tsx and 041-home-regions.test.tsx check it).
 */
export async function rewritePage<B>(
  // biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
  db: Kysely<any>,
  row: { id: unknown; blocks: unknown; draft: unknown },
  change: (blocks: B[]) => unknown[],
): Promise<void> {
  const draft = row.draft ? (JSON.parse(String(row.draft)) as { blocks?: B[] | unknown[] }) : null;
  if (draft?.blocks) draft.blocks = change(draft.blocks as B[]);
  await db
    .updateTable("pages")
    .set({ blocks: rewritten(row.blocks, change), ...(draft ? { draft: JSON.stringify(draft) } : {}) })
    .where("id", "=", row.id)
    .execute();
}

/** Rewrites the blocks of these earlier versions (pageRevisions rows) by `change`. */
export async function rewriteRevisions<B>(
  // biome-ignore lint/suspicious/noExplicitAny: see rewritePage
  db: Kysely<any>,
  rows: { id: unknown; blocks: unknown }[],
  change: (blocks: B[]) => unknown[],
): Promise<void> {
  for (const row of rows)
    await db
      .updateTable("pageRevisions")
      .set({ blocks: rewritten(row.blocks, change) })
      .where("id", "=", row.id)
      .execute();
}

const rewritten = <B>(json: unknown, change: (blocks: B[]) => unknown[]): string =>
  JSON.stringify(change(JSON.parse(String(json)) as B[]));
