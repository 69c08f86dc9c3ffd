import { describe, expect, it } from "vitest";
import { tempSite } from "../content/import-test-helpers.ts";
import { siteData } from "../services.ts";
import { loadDemoDisclosure } from "./demo-disclosure.ts";

const site = tempSite("demo-disclosure-texts-");

describe("issue 29: the demo's disclosure reads in Marathi and Hindi", () => {
  it("has every free text translated, names and years as written", async () => {
    await loadDemoDisclosure(site.services, "tvms");
    const data = siteData(site.services, "tvms");
    const mr = await data.inLang("mr").disclosure();
    expect(mr?.english).toEqual([]);
    const row = (v: unknown) => (v as { rows: Record<string, string>[] }).rows[0];
    expect(row(mr?.values.smc)).toEqual({ name: "Mr. Sample Chairperson", role: "अध्यक्ष" });
    expect(mr?.values.principal).toEqual({ name: "Mrs. Sample Principal", qualification: "एम.एस्सी., एम.एड." });
    const hi = await data.inLang("hi").disclosure();
    expect(hi?.english).toEqual([]);
    expect(row(hi?.values.fees)).toMatchObject({ className: "नर्सरी", instalments: "3: अप्रैल, अगस्त और दिसंबर" });
  });
});
