import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profileMessages, type SchoolProfile } from "../../contract/school-profile.ts";
import { demoSchool } from "../demo/demo-school.ts";
import { image, pdf } from "../storage/test-files.ts";
import { type App, addStaff, auditRows, type StaffClient, signIn, staffApp, uploaded } from "./staff-test-helpers.ts";

const enquiry = {
  academicYear: "2025-26",
  name: "Asha Patil",
  fatherName: "Ravi Patil",
  phone: "9876543210",
  email: "ravi@example.org",
  school: "cbse",
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
    const saved = await put({
      ...demoSchool,
      admission: {
        ...demoSchool.admission,
        academicYears: ["2030-31"],
        academicYearDefault: "2030-31",
        classes: [{ value: "Class 11", label: "Class 11 (Science)" }],
        classDefault: "Class 11",
      },
    });
    expect(saved.statusCode).toBe(200);
    const send = (body: object) =>
      app.inject({ method: "POST", url: `/api/form/${school()}/AdmissionEnquire`, payload: body });
    const old = await send(enquiry);
    expect(old.statusCode).toBe(400);
    expect(old.json().errors).toMatchObject({ academicYear: "Choose an academic year", class: "Choose a class" });
    const fresh = await send({ ...enquiry, academicYear: "2030-31", class: "Class 11" });
    expect(fresh.statusCode).toBe(201);
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
