import type { MenuGroupData } from "../../contract/pages.ts";
import type { ContentChanges } from "../content/school-repository.ts";
import type { Db } from "../db/client.ts";

/**
 * The header menu of each school (table menuEntries). Pages are placed in it
 * (server/pages/page-repository.ts builds on this); every change is announced
 * through ContentChanges, as visitors see the menu on every page.
 */
export class MenuStore {
  constructor(
    protected readonly db: Db,
    protected readonly changes: ContentChanges,
    /** The built-in menu a school starts from before it stores its own. */
    private readonly defaultMenu: (school: string, db: Db) => MenuGroupData[] | Promise<MenuGroupData[]> = () => [],
  ) {}

  /** The header menu, or null when the school has none stored (the built-in one is shown). */
  async menu(school: string, db: Db = this.db): Promise<MenuGroupData[] | null> {
    const rows = await db
      .selectFrom("menuEntries")
      .selectAll()
      .where("schoolCode", "=", school)
      .orderBy("groupPosition")
      .orderBy("position")
      .orderBy("id")
      .execute();
    if (rows.length === 0) return null;
    const groups: MenuGroupData[] = [];
    for (const r of rows) {
      let g = groups.at(-1);
      if (!g || g.label !== r.groupLabel) {
        g = { label: r.groupLabel, links: [] };
        groups.push(g);
      }
      // An empty group is stored as one row without a link (href "").
      if (r.href) g.links.push({ label: r.label, href: r.href });
    }
    return groups;
  }

  /** The menu a school without a stored one sees. */
  async builtInMenu(school: string, db: Db = this.db): Promise<MenuGroupData[]> {
    return structuredClone(await this.defaultMenu(school, db));
  }

  /** Replaces the whole menu (rename, reorder, move entries). */
  async setMenu(school: string, groups: MenuGroupData[], db: Db = this.db): Promise<void> {
    await db.deleteFrom("menuEntries").where("schoolCode", "=", school).execute();
    const rows = groups.flatMap((g, gi) =>
      (g.links.length ? g.links : [{ label: "", href: "" }]).map((l, li) => ({
        schoolCode: school,
        groupLabel: g.label,
        groupPosition: gi,
        label: l.label,
        href: l.href,
        position: li,
      })),
    );
    if (rows.length) await db.insertInto("menuEntries").values(rows).execute();
    await this.changes.changed(school, db);
  }

  /**
   * Puts a link into a menu group at a 1-based position (end when left out),
   * moving an entry with the same address there instead of adding a second
   * one. A new group goes at the end of the menu.
   */
  async placeInMenu(
    school: string,
    group: string,
    label: string,
    href: string,
    position?: number,
    db: Db = this.db,
  ): Promise<void> {
    const current = (await this.menu(school, db)) ?? (await this.builtInMenu(school, db));
    let target = current.find((g) => g.label === group);
    // An entry of the same name in the group (e.g. one that went to Coming Soon) is the one this page fills.
    const sameName = target ? target.links.findIndex((l) => l.label === label) : -1;
    for (const g of current) g.links = g.links.filter((l) => l.href !== href || (g === target && l.label === label));
    if (!target) {
      target = { label: group, links: [] };
      current.push(target);
    }
    const existing = target.links.findIndex((l) => l.label === label);
    if (existing !== -1) target.links.splice(existing, 1);
    const at = position
      ? Math.min(position - 1, target.links.length)
      : sameName !== -1
        ? Math.min(sameName, target.links.length)
        : target.links.length;
    target.links.splice(at, 0, { label, href });
    await this.setMenu(school, current, db);
  }
}
