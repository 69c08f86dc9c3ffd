import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profileMessages, type SchoolProfile } from "../../contract/school-profile.ts";
import { DemoMarks } from "../content/demo-marks.ts";
import { withAdmission } from "../content/profile-test-helpers.ts";
import { demoSchool } from "../demo/demo-school.ts";
import { image, pdf } from "../storage/test-files.ts";
import { type App, addStaff, auditRows, type StaffClient, signIn, staffApp, uploaded } from "./staff-test-helpers.ts";

const enquiry = {
  academicYear: "2025-26",
  name: "Asha Patil",
  fatherName: "Ravi Patil",
  phone: "9876543210",
  email: "ravi@example.org",
  // The demo school's own board (issue 26: a State-board school asks about its own board).
  school: "state",
  class: "Nursery",
  consent: true,
};

describe("the school's details in the staff area", () => {
  let app: App;
  let admin: StaffClient;
  const school = () => app.services.config.schoolCode;
  const put = (profile: unknown) => admin.put("/api/admin/school-profile", profile);

  beforeAll(async () => {
    app = await staffApp();
    admin = await signIn(app);
  });
  afterAll(() => app.close());

  it("starts blank, without any school's name built in", async () => {
    const res = await admin.get("/api/admin/school-profile");
    expect(res.statusCode).toBe(200);
    const { profile } = res.json() as { profile: SchoolProfile };
    expect(profile.name).toBe("Our School");
    expect(profile.phones).toEqual([]);
    expect(profile.admission.academicYearDefault).toBe("2025-26");
  });

  it("saves a new name and phone number, shows them at once and records who changed what", async () => {
    const versionBefore = await app.services.schools.version(school());
    const changed = {
      ...demoSchool,
      name: "Green Valley School",
      phones: [demoSchool.phones[0], { label: "Admissions", number: "+91 98222 33344" }],
    };
    const res = await put(changed);
    expect(res.statusCode).toBe(200);
    expect(await app.services.schools.version(school())).toBeGreaterThan(versionBefore);

    const view = await app.services.profiles.view(school());
    expect(view.name).toBe("Green Valley School");
    expect(view.phones[1]).toEqual({ label: "Admissions", display: "+91 98222 33344", tel: "+919822233344" });
    expect(view.address.lines).toEqual([
      "Plot 12, Demo Nagar, Near Placeholder Chowk",
      "Pune, Maharashtra 411000",
      "India",
    ]);

    const last = (await auditRows(app)).at(-1);
    expect(last?.action).toBe("update");
    expect(last?.entity).toBe("schoolProfile");
    expect(last?.detail).toContain("name");
    expect(last?.detail).toContain("phones");
  });

  it("refuses a colour too light to read, with a plain message, and keeps the saved details", async () => {
    const res = await put({ ...demoSchool, name: "Changed", colours: { primary: "#ffdd00", accent: "#f2b705" } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors["colours.primary"]).toMatch(/too light to read on white/);
    expect((await app.services.profiles.view(school())).name).toBe("Green Valley School");
  });

  it("refuses links that are not web addresses (no javascript:)", async () => {
    const res = await put({
      ...demoSchool,
      links: { ...demoSchool.links, parentPortal: "javascript:alert(1)" },
      social: [{ label: "Evil", url: "data:text/html,<script>alert(1)</script>" }],
      map: { link: "//evil.example/x", embed: "" },
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors;
    expect(errors["links.parentPortal"]).toBe(profileMessages.url);
    expect(errors["social.0.url"]).toBe(profileMessages.url);
    expect(errors["map.link"]).toBe(profileMessages.url);
  });

  it("checks PIN, e-mail, phone and that each default is one of its choices", async () => {
    const res = await put({
      ...demoSchool,
      address: { ...demoSchool.address, pin: "4110" },
      email: "not an address",
      phones: [{ label: "Office", number: "call us" }],
      admission: { ...demoSchool.admission, classDefault: "Class 12" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      "address.pin": profileMessages.pin,
      email: profileMessages.email,
      "phones.0.number": profileMessages.phone,
      "admission.classDefault": profileMessages.defaultOption,
    });
  });

  it("takes an uploaded PNG as the logo, and refuses a PDF", async () => {
    const logo = await uploaded(admin, image("png", 96, 96, 7), "logo.png");
    const ok = await put({ ...demoSchool, name: "Green Valley School", logo });
    expect(ok.statusCode).toBe(200);
    expect((await app.services.profiles.view(school())).logo).toBe(`/api/image/${logo}`);

    const doc = await uploaded(admin, pdf("brochure"), "brochure.pdf");
    const bad = await put({ ...demoSchool, logo: doc });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.logo).toMatch(/PNG, WebP or JPEG/);
  });

  it("checks enquiries against the school's own admission choices (API)", async () => {
    const saved = await put(withAdmission(demoSchool, "2030-31", { value: "Class 11", label: "Class 11 (Science)" }));
    expect(saved.statusCode).toBe(200);
    const send = (body: object) =>
      app.inject({ method: "POST", url: `/api/form/${school()}/AdmissionEnquire`, payload: body });
    const old = await send(enquiry);
    expect(old.statusCode).toBe(400);
    expect(old.json().errors).toMatchObject({ academicYear: "Choose an academic year", class: "Choose a class" });
    const fresh = await send({ ...enquiry, academicYear: "2030-31", class: "Class 11" });
    expect(fresh.statusCode).toBe(201);
  });

  it("marks the demo's admission settings and CBSE numbers as to do until the admin confirms or changes them (issue 26)", async () => {
    await put(demoSchool);
    await new DemoMarks(app.services.database.db).markAll(school());
    const ids = async () =>
      ((await admin.get("/api/admin/getting-started")).json().items as { id: string }[]).map((i) => i.id);
    expect(await ids()).toEqual(expect.arrayContaining(["demo-admission", "demo-cbse-numbers"]));
    expect((await admin.get("/api/admin/school-profile")).json().fromDemo).toEqual([
      "admission",
      "cbseAffiliationNo",
      "cbseSchoolCode",
    ]);

    const confirmed = await admin.post("/api/admin/school-profile/confirm", { parts: ["admission"] });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().fromDemo).toEqual(["cbseAffiliationNo", "cbseSchoolCode"]);
    expect(await ids()).not.toContain("demo-admission");
    expect((await admin.post("/api/admin/school-profile/confirm", { parts: ["name"] })).statusCode).toBe(400);

    // A State-board school clears the CBSE numbers: changed, so no longer the demo's.
    const saved = await put({ ...demoSchool, cbseAffiliationNo: "", cbseSchoolCode: "" });
    expect(saved.json().fromDemo).toEqual([]);
    expect(await ids()).not.toContain("demo-cbse-numbers");
  });

  it("takes the map as Google gives it and a WhatsApp number as people write it (issue 26)", async () => {
    const iframe =
      '<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12&amp;hl=en" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy"></iframe>';
    const res = await put({
      ...demoSchool,
      map: { ...demoSchool.map, embed: iframe },
      links: { ...demoSchool.links, messaging: "98220 12345" },
    });
    expect(res.statusCode).toBe(200);
    const view = await app.services.profiles.view(school());
    expect(view.map.embed).toBe("https://www.google.com/maps/embed?pb=!1m18!1m12&hl=en");
    expect(view.links.messaging).toBe("https://wa.me/919822012345");
    const other = await put({
      ...demoSchool,
      map: { ...demoSchool.map, embed: '<iframe src="https://evil.example/x">' },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors["map.embed"]).toMatch(/Only maps from Google Maps/);
  });

  it("puts a logo on a white background on a white plate, trimmed, and leaves a coloured one as it is (issue 26)", async () => {
    // A dark square emblem on a wide white margin.
    const white = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#ffffff" } })
      .composite([
        {
          input: await sharp({ create: { width: 80, height: 80, channels: 3, background: "#0b3d6b" } })
            .png()
            .toBuffer(),
          top: 60,
          left: 60,
        },
      ])
      .png()
      .toBuffer();
    const logo = await uploaded(admin, white, "logo.png");
    const res = await put({ ...demoSchool, logo });
    expect(res.statusCode).toBe(200);
    const stored = res.json().profile;
    expect(stored.logoPlate).toBe(true);
    expect(stored.logo).not.toBe(logo);
    const trimmed = await app.services.store.read(stored.logo);
    expect((await sharp(trimmed!).metadata()).width).toBeLessThan(120);
    expect((await app.services.profiles.view(school())).logoPlate).toBe(true);

    const clear = await uploaded(admin, image("png", 96, 96, 7), "clear.png");
    const res2 = await put({ ...demoSchool, logo: clear, logoPlate: true });
    expect(res2.json().profile).toMatchObject({ logo: clear, logoPlate: false });
  });

  it("is for admins only", async () => {
    const editor = await addStaff(app, admin, "editor");
    expect((await editor.get("/api/admin/school-profile")).statusCode).toBe(403);
    expect((await editor.put("/api/admin/school-profile", demoSchool)).statusCode).toBe(403);
  });

  it("lists the identity fields still at the demo's values on the getting-started list", async () => {
    await put(demoSchool);
    const before = (await admin.get("/api/admin/getting-started")).json().items;
    const identity = before.find((i: { id: string }) => i.id === "identity");
    expect(identity.details).toContain("School name");
    expect(identity.details).toContain("Phone numbers");
    expect(identity.href).toBe("/admin/school-profile");

    await put({ ...demoSchool, name: "Green Valley School" });
    const after = (await admin.get("/api/admin/getting-started")).json().items;
    const left = after.find((i: { id: string }) => i.id === "identity");
    expect(left.details).not.toContain("School name");
    expect(left.details).toContain("Phone numbers");

    const editor = await addStaff(app, admin, "editor");
    const forEditor = (await editor.get("/api/admin/getting-started")).json().items;
    expect(forEditor.find((i: { id: string }) => i.id === "identity")).toBeUndefined();
  });
});
