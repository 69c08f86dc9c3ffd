import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { mainSections, NotFoundHelp } from "./not-found.tsx";

describe("the friendly 404", () => {
  it("suggests the home page, the admission enquiry and contact", () => {
    const html = renderToString(<NotFoundHelp />);
    expect(html).toContain('href="/"');
    expect(html).toContain('href="/admission-enquire"');
    expect(html).toContain('href="/contact"');
  });

  it("lists each main section by its first real page, never Coming Soon or an outside link", () => {
    const sections = mainSections([
      { label: "About Us", links: [{ label: "History", href: "/history" }] },
      {
        label: "Soon",
        links: [
          { label: "Brochure", href: "/coming-soon" },
          { label: "Portal", href: "https://erp.example", external: true },
        ],
      },
      {
        label: "Gallery",
        links: [
          { label: "Later", href: "/coming-soon" },
          { label: "Photos", href: "/photo-gallery" },
        ],
      },
    ]);
    expect(sections).toEqual([
      { label: "About Us", href: "/history" },
      { label: "Gallery", href: "/photo-gallery" },
    ]);
    expect(mainSections().length).toBeGreaterThan(6);
  });
});
