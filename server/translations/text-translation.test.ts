import { beforeAll, describe, expect, it } from "vitest";
import { staffForTests } from "../admin/staff-test-helpers.ts";
import { siteData } from "../services.ts";

/**
 * Issue 29: the school's details (name, address, "what happens next", the
 * enquiry's choices) are translated side by side like an item, read by the
 * pages under /mr/ (untranslated parts named for lang="en" and the note), and
 * marked "English changed" when School details change after.
 */
describe("staff translate the school's details", () => {
  const { app, admin, editor } = staffForTests({ editor: "editor" });
  const base = "/api/admin/translations/texts/school/mr";
  let school: string;

  beforeAll(async () => {
    school = app.services.config.schoolCode;
    const profile = await app.services.profiles.get(school);
    await app.services.profiles.save(school, {
      ...profile,
      name: "Tiny Vision Model School",
      address: { ...profile.address, street: "12 Station Road", city: "Pune", state: "Maharashtra" },
      admission: { ...profile.admission, nextSteps: "The office calls you within two days." },
      languages: ["en", "mr"],
    });
  });

  it("lists the English texts beside their translation, and is the admin's (School details) only", async () => {
    const first = await admin.get(base);
    expect(first.statusCode).toBe(200);
    const parts = first.json().parts as { key: string; english: string; translation: string }[];
    expect(parts.find((p) => p.key === "name")).toMatchObject({ english: "Tiny Vision Model School", translation: "" });
    expect(parts.find((p) => p.key === "nextSteps")?.english).toBe("The office calls you within two days.");
    expect(parts.find((p) => p.key === "class.Nursery")?.english).toBe("Nursery");
    expect((await editor.get(base)).statusCode).toBe(403);
    const off = await admin.get("/api/admin/translations/texts/school/hi");
    expect(off.statusCode).toBe(400);
    expect(off.json().message).toContain("not switched on");
  });

  it("shows the saved texts to visitors at once, the rest in English and named so", async () => {
    const site = siteData(app.services, school);
    const before = await site.inLang?.("mr").school();
    expect(before?.name).toBe("Tiny Vision Model School");
    expect(before?.english).toEqual(["name", "address", "nextSteps"]);

    const saved = await admin.put(base, {
      name: "टायनी व्हिजन मॉडेल स्कूल",
      nextSteps: "कार्यालय दोन दिवसांत तुम्हाला फोन करते.",
      "class.Nursery": "नर्सरी",
      unknown: "ignored",
    });
    expect(saved.statusCode).toBe(200);
    const mr = await site.inLang?.("mr").school();
    expect(mr?.name).toBe("टायनी व्हिजन मॉडेल स्कूल");
    expect(mr?.admission.nextSteps).toBe("कार्यालय दोन दिवसांत तुम्हाला फोन करते.");
    expect(mr?.admission.classes.find((c) => c.value === "Nursery")?.label).toBe("नर्सरी");
    expect(mr?.address.lines[0]).toBe("12 Station Road");
    expect(mr?.english).toEqual(["address"]);
    // The English site is as it was.
    expect((await site.school()).name).toBe("Tiny Vision Model School");
    expect((await site.school()).english).toBeUndefined();
  });

  it("marks a text whose English changed until staff review it", async () => {
    const profile = await app.services.profiles.get(school);
    await app.services.profiles.save(school, {
      ...profile,
      admission: { ...profile.admission, nextSteps: "The office calls you within one day." },
    });
    const after = (await admin.get(base)).json().parts as { key: string; changed: boolean }[];
    expect(after.find((p) => p.key === "nextSteps")?.changed).toBe(true);
    expect(after.find((p) => p.key === "name")?.changed).toBe(false);
    const reviewed = await admin.post(`${base}/reviewed`, {});
    expect(reviewed.statusCode).toBe(200);
    expect((reviewed.json().parts as { changed: boolean }[]).some((p) => p.changed)).toBe(false);
  });

  it("refuses a text too long, in plain words, and keeps what was stored", async () => {
    const res = await admin.put(base, { name: "x".repeat(20_001) });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain("too long");
    expect((await siteData(app.services, school).inLang?.("mr").school())?.name).toBe("टायनी व्हिजन मॉडेल स्कूल");
  });
});

/**
 * Issue 29: the disclosure's free texts (qualifications, designations, fee
 * notes, remarks) in Marathi the same way; names, years and numbers stay.
 */
describe("staff translate the disclosure's free texts", () => {
  const { app, editor } = staffForTests({ editor: "editor" });
  const base = "/api/admin/translations/texts/disclosure/mr";
  let school: string;

  beforeAll(async () => {
    school = app.services.config.schoolCode;
    const profile = await app.services.profiles.get(school);
    await app.services.profiles.save(school, { ...profile, languages: ["en", "mr"] });
    await app.services.disclosure.replaceAll(
      school,
      {
        principal: { name: "Mrs. Asha Rao", qualification: "M.Sc., M.Ed." },
        sectionRatio: { value: "1.5 : 1" },
        fees: { rows: [{ className: "Nursery", tuition: "24000", instalments: "Three", notes: "" }] },
        smc: { rows: [{ name: "Mr. Rao", role: "Chairperson" }] },
      },
      { board: "CBSE", otherBoardPage: "rename", hasClassXII: false },
    );
  });

  it("lists only the texts with words to translate, and visitors read the saved ones under /mr/", async () => {
    const parts = (await editor.get(base)).json().parts as { key: string }[];
    expect(parts.map((p) => p.key)).toEqual([
      "principal.qualification",
      "fees.0.className",
      "fees.0.instalments",
      "smc.0.role",
    ]);
    const saved = await editor.put(base, { "fees.0.className": "नर्सरी", "smc.0.role": "अध्यक्ष" });
    expect(saved.statusCode).toBe(200);
    const site = siteData(app.services, school).inLang?.("mr");
    const shown = await site?.disclosure?.();
    expect(shown?.values.smc).toEqual({ rows: [{ name: "Mr. Rao", role: "अध्यक्ष" }] });
    expect(shown?.english).toEqual(["principal.qualification", "fees.0.instalments"]);
    const fees = await site?.fees?.();
    expect(fees?.rows[0].className).toBe("नर्सरी");
    // The Fees page marks the untranslated instalments lang="en" as the disclosure does.
    expect(fees?.rows[0].english).toEqual(["instalments"]);
    const english = await siteData(app.services, school).fees?.();
    expect(english?.rows[0].className).toBe("Nursery");
    expect(english?.rows[0].english).toBeUndefined();
  });
});

/** Issue 29: the menu's names the school wrote itself (the built-in ones ship translated) in Marathi. */
describe("staff translate the menu's own names", () => {
  const { app, editor } = staffForTests({ editor: "editor" });
  const base = "/api/admin/translations/texts/menu/mr";

  beforeAll(async () => {
    const school = app.services.config.schoolCode;
    const profile = await app.services.profiles.get(school);
    await app.services.profiles.save(school, { ...profile, languages: ["en", "mr"] });
    const groups = [
      { label: "About Us", links: [{ label: "History", href: "/history" }] },
      { label: "Transport", links: [{ label: "Bus Routes", href: "/bus-routes" }] },
    ];
    expect((await editor.put("/api/admin/menu", { groups })).statusCode).toBe(200);
  });

  it("lists only the names staff wrote, and the header reads their translation beside the page titles", async () => {
    const parts = (await editor.get(base)).json().parts as { key: string }[];
    expect(parts.map((p) => p.key)).toEqual(["Transport", "Bus Routes"]);
    expect((await editor.put(base, { Transport: "वाहतूक" })).statusCode).toBe(200);
    const titles = await siteData(app.services, app.services.config.schoolCode).inLang?.("mr").pageTitles?.("mr");
    expect(titles).toEqual({ "menu:Transport": "वाहतूक" });
  });
});
