import { describe, expect, it } from "vitest";
import { pageMessages } from "../../contract/pages.ts";
import { staffForTests } from "../admin/staff-test-helpers.ts";

type Groups = { label: string; links: { label: string; href: string }[] }[];

// N7: an editor could put "Online Fee Payment" → https://evil.example/pay in
// the header of every page (the profile's own links are admin-only).
describe("menu entries that leave the site", () => {
  const { admin, editor } = staffForTests({ editor: "editor" });
  const menu = async (): Promise<Groups> => (await editor.get("/api/admin/menu")).json().groups;
  const withFirst = (groups: Groups, link: { label: string; href: string }): Groups => [
    { ...groups[0], links: [link, ...groups[0].links] },
    ...groups.slice(1),
  ];

  it("only an admin may add one or point one elsewhere; editors keep and move the admin's", async () => {
    const before = await menu();
    const fake = { label: "Online Fee Payment", href: "https://evil.example/pay" };
    for (const href of [fake.href, "mailto:pay@evil.example", "tel:+911234567890"]) {
      const refused = await editor.put("/api/admin/menu", { groups: withFirst(before, { ...fake, href }) });
      expect(refused.statusCode, href).toBe(403);
      expect(refused.json().message).toBe(pageMessages.offSiteMenu);
    }
    expect(await menu()).toEqual(before);
    // A page of the site is fine for an editor.
    expect((await editor.put("/api/admin/menu", { groups: before })).statusCode).toBe(200);

    const real = { label: "Online Fee Payment", href: "https://pay.school.example/" };
    expect((await admin.put("/api/admin/menu", { groups: withFirst(before, real) })).statusCode).toBe(200);
    const withReal = await menu();
    // The editor renames and moves it (the address stays the admin's) …
    const moved: Groups = [
      { ...withReal[0], links: [...withReal[0].links.slice(1), { ...real, label: "Pay fees online" }] },
      ...withReal.slice(1),
    ];
    expect((await editor.put("/api/admin/menu", { groups: moved })).statusCode).toBe(200);
    // … but may not send it elsewhere.
    const redirected: Groups = [
      { ...moved[0], links: moved[0].links.map((l) => (l.href === real.href ? { ...l, href: fake.href } : l)) },
      ...moved.slice(1),
    ];
    expect((await editor.put("/api/admin/menu", { groups: redirected })).statusCode).toBe(403);
  });
});
