import { contentFileFields, contentKinds } from "../../contract/content.ts";
import { disclosureItems } from "../../contract/disclosure-items.ts";
import { storedBlocks } from "../../contract/pages.ts";
import type { DemoLeftover } from "../../contract/school-profile-rules.ts";
import type { Permission } from "../../contract/staff.ts";
import { kindTable } from "../content/content-rows.ts";
import { demoPages } from "../demo/demo-pages.ts";
import { demoSchool, identityFields } from "../demo/demo-school.ts";
import type { Services } from "../services.ts";
import { DemoMarks } from "./demo-marks.ts";

/** A check of what still shows demo material; the staff member must have `permission` to fix it. */
interface GettingStartedCheck {
  permission: Permission;
  run(services: Pick<Services, "database" | "disclosure" | "profiles">, school: string): Promise<DemoLeftover[]>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Identity fields of the profile still at the demo school's values. */
const identityCheck: GettingStartedCheck = {
  permission: "schoolProfile",
  async run(services, school) {
    const stored = await services.profiles.stored(school);
    if (!stored) {
      return [
        {
          id: "identity",
          label: "The school's details are not filled in yet",
          count: null,
          details: [],
          href: "/admin/school-profile",
        },
      ];
    }
    const left = identityFields.filter(([field]) => same(stored[field], demoSchool[field])).map(([, label]) => label);
    return left.length
      ? [
          {
            id: "identity",
            label: "School details still show the demo school",
            count: left.length,
            details: left,
            href: "/admin/school-profile",
          },
        ]
      : [];
  },
};

/** The demo's placeholder pictures still used by page photos, and by news, events, albums and the other lists. */
const placeholderPhotosCheck: GettingStartedCheck = {
  permission: "pagePhotos",
  async run(services, school) {
    const db = services.database.db;
    const marked = await db
      .selectFrom("files")
      .select("id")
      .where("schoolCode", "=", school)
      .where("placeholder", "=", 1)
      .execute();
    if (marked.length === 0) return [];
    const placeholders = new Set(marked.map((r) => r.id));
    const onPages = new Set(
      (await db.selectFrom("pagePhotos").select("file").where("schoolCode", "=", school).execute())
        .map((r) => r.file)
        .filter((f) => placeholders.has(f)),
    );
    const inLists = new Set<string>();
    for (const kind of contentKinds) {
      const fields = contentFileFields[kind] as readonly string[];
      if (!fields.length) continue;
      const rows = await db
        // biome-ignore lint/suspicious/noExplicitAny: the table is chosen at run time
        .selectFrom(kindTable[kind] as any)
        .select(fields as never)
        .where("schoolCode", "=", school)
        .execute();
      for (const row of rows as Record<string, string>[]) {
        for (const field of fields) {
          for (const id of parseIds(row[field])) if (placeholders.has(id)) inLists.add(id);
        }
      }
    }
    const out: DemoLeftover[] = [];
    if (onPages.size)
      out.push({
        id: "page-photos",
        label: "Placeholder photos on the school's pages",
        count: onPages.size,
        details: [],
        href: "/admin/page-photos",
      });
    if (inLists.size)
      out.push({
        id: "content-photos",
        label: "Placeholder pictures in news, events, albums and other lists",
        count: inLists.size,
        details: [],
        href: "/admin/content",
      });
    return out;
  },
};

/** Published pages whose text is still exactly the demo's (the home page's words included). */
export const demoPagesCheck: GettingStartedCheck = {
  permission: "content",
  async run(services, school) {
    // Compared as stored: the demo's markup text as the rich text an import makes of it.
    const demo = new Map(demoPages().map((p) => [p.slug, JSON.stringify(storedBlocks(p.blocks))]));
    const rows = await services.database.db
      .selectFrom("pages")
      .select(["slug", "title", "blocks"])
      .where("schoolCode", "=", school)
      .where("publishedAt", "is not", null)
      .orderBy("title")
      .execute();
    const left = rows.filter((r) => demo.get(r.slug) === JSON.stringify(JSON.parse(r.blocks)));
    if (left.length === 0) return [];
    return [
      {
        id: "demo-pages",
        label: "Pages that still show the demo text",
        count: left.length,
        // A few names are enough to start from; the pages editor lists them all.
        details: [...left.slice(0, 5).map((r) => r.title), ...(left.length > 5 ? [`and ${left.length - 5} more`] : [])],
        href: "/admin/pages",
      },
    ];
  },
};

function parseIds(text: string | undefined): string[] {
  try {
    const v = JSON.parse(text ?? "[]");
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
  } catch {
    return [];
  }
}

/** The disclosure's items still holding the demo's values (sample names, sample certificates). */
const demoDisclosureCheck: GettingStartedCheck = {
  permission: "content",
  async run(services, school) {
    const fromDemo = await services.disclosure.fromDemo(school);
    if (fromDemo.size === 0) return [];
    const labels = disclosureItems.filter((i) => fromDemo.has(i.key)).map((i) => i.label);
    return [
      {
        id: "demo-disclosure",
        label: "Public disclosure items that still show the demo's values",
        count: labels.length,
        details: [...labels.slice(0, 5), ...(labels.length > 5 ? [`and ${labels.length - 5} more`] : [])],
        href: "/admin/disclosure",
      },
    ];
  },
};

/** The admission choices and CBSE numbers as the demo set them, not yet checked. */
const demoProfileCheck: GettingStartedCheck = {
  permission: "schoolProfile",
  async run(services, school) {
    const parts = await new DemoMarks(services.database.db).of(school);
    const out: DemoLeftover[] = [];
    if (parts.includes("admission"))
      out.push({
        id: "demo-admission",
        label: "Admission settings came with the demo: check the academic year, board and classes",
        count: null,
        details: [],
        href: "/admin/school-profile#admission",
      });
    const numbers = parts.filter((p) => p !== "admission");
    if (numbers.length)
      out.push({
        id: "demo-cbse-numbers",
        label: "CBSE numbers came with the demo: enter the school's own, or remove them",
        count: null,
        details: [],
        href: "/admin/school-profile",
      });
    return out;
  },
};

/**
 * The checks the dashboard's "Getting started" panel runs, in order.
 */
export const gettingStartedChecks: GettingStartedCheck[] = [
  identityCheck,
  demoProfileCheck,
  demoDisclosureCheck,
  demoPagesCheck,
  placeholderPhotosCheck,
];
