import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { toSchoolView } from "../../../contract/school-profile-rules.ts";
import { demoSchool } from "../../../server/demo/demo-school.ts";
import { SchoolProvider } from "./school-context.tsx";
import { SiteHeader } from "./site-header.tsx";

// N7: a menu entry leading off the site looked like any page of the site.
describe("the header menu", () => {
  it("marks an entry that leaves the site, in words and with an arrow", () => {
    const html = renderToStaticMarkup(
      <SchoolProvider value={toSchoolView(demoSchool)}>
        <MemoryRouter>
          <SiteHeader
            groups={[
              {
                label: "Fees",
                links: [
                  { label: "Fee structure", href: "/fee-structure" },
                  { label: "Online Fee Payment", href: "https://pay.school.example/" },
                ],
              },
            ]}
          />
        </MemoryRouter>
      </SchoolProvider>,
    );
    const offSite = /<a [^>]*href="https:\/\/pay\.school\.example\/"[^>]*>(.*?)<\/a>/.exec(html);
    expect(offSite?.[0]).toContain('rel="noopener noreferrer"');
    expect(offSite?.[1]).toContain("(another website)");
    expect(offSite?.[1]).toContain("↗");
    const local = /<a [^>]*href="\/fee-structure"[^>]*>(.*?)<\/a>/.exec(html);
    expect(local?.[1]).toBe("Fee structure");
  });
});
