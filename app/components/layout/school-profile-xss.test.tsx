import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { SchoolProfile } from "../../../contract/school-profile.ts";
import { safeHref, toSchoolView } from "../../../contract/school-profile-rules.ts";
import { demoSchool } from "../../../server/demo/demo-school.ts";
import { EnquiryForm } from "../../features/enquiry/enquiry-form.tsx";
import { SchoolProvider } from "./school-context.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

const evil = "<script>alert(1)</script>";

/** A profile as a broken or hostile database row might hold it (the schema would refuse it). */
const hostile = {
  ...demoSchool,
  name: `${evil} School`,
  tagline: `"><img src=x onerror=alert(1)>`,
  address: { ...demoSchool.address, street: `${evil}\nLane 2` },
  phones: [{ label: evil, number: "+91 20 0000 0009" }],
  email: `a@b.c"><script>x</script>`,
  map: { link: "javascript:alert(1)", embed: "javascript:alert(2)" },
  links: { ...demoSchool.links, parentPortal: "javascript:alert(1)", onlineFeePayment: "data:text/html,x" },
  social: [{ label: "Bad", url: "javascript:alert(3)" }],
  admission: { ...demoSchool.admission, nextSteps: `${evil}\n\nCall us.` },
};

function render() {
  return renderToStaticMarkup(
    <SchoolProvider value={toSchoolView(hostile)}>
      <MemoryRouter>
        <SiteHeader />
        <EnquiryForm school="tvms" idempotencyKey="k" />
        <SiteFooter />
      </MemoryRouter>
    </SchoolProvider>,
  );
}

describe("profile values on the page", () => {
  it("are always text: no markup from the profile becomes an element", () => {
    const html = render();
    expect(html).not.toContain("<script>");
    expect(html).not.toMatch(/<img src=x/);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; School");
  });

  it("never become javascript: or data: links, even from a bad stored row", () => {
    const html = render();
    expect(html).not.toMatch(/href="(javascript|data):/i);
    expect(html).not.toMatch(/data-map-embed="javascript:/i);
    for (const bad of ["javascript:alert(1)", " JAVASCRIPT:alert(1)"]) expect(safeHref(bad), bad).toBe("");
    for (const good of ["tel:+912000000009", "mailto:office@school.in", "https://school.in/"])
      expect(safeHref(good), good).toBe(good);
  });

  it("are refused by the schema when they are not http(s) links", () => {
    const parsed = SchoolProfile.safeParse(hostile);
    expect(parsed.success).toBe(false);
    const paths = parsed.error?.issues.map((i) => i.path.join(".")) ?? [];
    expect(paths).toEqual(
      expect.arrayContaining(["map.link", "map.embed", "links.parentPortal", "social.0.url", "email"]),
    );
  });
});
