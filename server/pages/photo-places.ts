import type { Db } from "../db/client.ts";

/**
 * The photo sets (page and tab of table pagePhotos) a page's parts show:
 * a photo part its own tab, photo tabs each of theirs, inside regions and
 * tabs too. Keys are `page\ntab` (a tab name never holds a line break).
 */
function photoPlaces(blocks: unknown): Set<string> {
  const out = new Set<string>();
  const walk = (value: unknown) => {
    if (!Array.isArray(value)) return;
    for (const b of value as Record<string, unknown>[]) {
      if (!b || typeof b !== "object") continue;
      if (b.type === "photos" && typeof b.page === "string" && typeof b.tab === "string")
        out.add(placeKey(b.page, b.tab));
      if (b.type === "photo-tabs" && typeof b.page === "string" && Array.isArray(b.tabs))
        for (const t of b.tabs as { name?: unknown; blocks?: unknown }[]) {
          if (typeof t.name === "string") out.add(placeKey(b.page, t.name));
          walk(t.blocks);
        }
      walk(b.blocks);
    }
  };
  walk(blocks);
  return out;
}

export const placeKey = (page: string, tab: string) => `${page}\n${tab}`;

/** Every photo set a page of the school shows, published or in its draft. */
export async function placesInUse(db: Db, school: string): Promise<Set<string>> {
  const rows = await db.selectFrom("pages").select(["blocks", "draft"]).where("schoolCode", "=", school).execute();
  const out = new Set<string>();
  for (const r of rows) {
    for (const key of photoPlaces(parse(r.blocks))) out.add(key);
    if (r.draft) for (const key of photoPlaces((parse(r.draft) as { blocks?: unknown } | null)?.blocks)) out.add(key);
  }
  return out;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Puts on the site the photos waiting in the sets these published blocks show (issue 26). */
export async function releasePhotos(db: Db, school: string, blocks: unknown): Promise<void> {
  for (const key of photoPlaces(blocks)) {
    const [page, tab] = key.split("\n");
    await db
      .updateTable("pagePhotos")
      .set({ pending: 0 })
      .where("schoolCode", "=", school)
      .where("page", "=", page)
      .where("tab", "=", tab)
      .where("pending", "=", 1)
      .execute();
  }
}
