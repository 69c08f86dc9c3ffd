import { describe, expect, it } from "vitest";
import { dropped, type Group } from "./menu-parts.tsx";
import { addressOf } from "./pages-list.tsx";
import { linkAddress } from "./rich/link-dialog.tsx";

describe("a new page's address is made from its title", () => {
  it("in lowercase words joined by dashes, as staff would write it", () => {
    expect(addressOf("Bus Routes")).toBe("bus-routes");
    expect(addressOf("  Fees & Timings 2026–27! ")).toBe("fees-and-timings-2026-27");
    expect(addressOf("Café Menu")).toBe("cafe-menu");
  });
  it("is empty for a title without Latin letters, so staff are asked to write one", () => {
    expect(addressOf("शाळेची बस")).toBe("");
  });
});

describe("the link dialog reads the address as it is meant", () => {
  it("takes web addresses, e-mail and phone numbers written as people write them", () => {
    const meant: [string, string][] = [
      ["www.cbse.gov.in", "https://www.cbse.gov.in"],
      ["office@school.in", "mailto:office@school.in"],
      ["98220 12345", "tel:9822012345"],
      ["/history", "/history"],
      ["javascript:alert(1)", "javascript:alert(1)"],
    ];
    for (const [written, address] of meant) expect(linkAddress(written), written).toBe(address);
  });
});

describe("dragging a menu entry", () => {
  const menu = (): Group[] => [
    { key: 1, label: "About", links: ["A", "B", "C"].map((l, i) => ({ key: 10 + i, label: l, href: `/${l}` })) },
    { key: 2, label: "More", links: [{ key: 20, label: "D", href: "/d" }] },
  ];
  const labels = (g: Group[]) => g.map((x) => x.links.map((l) => l.label).join(""));
  it("puts it before the entry it is dropped on, in its group or another", () => {
    expect(labels(dropped(menu(), 0, 2, 0, 0))).toEqual(["CAB", "D"]);
    expect(labels(dropped(menu(), 0, 0, 1, 0))).toEqual(["BC", "AD"]);
  });
});
