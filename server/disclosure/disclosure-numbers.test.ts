import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProfileRepository } from "../content/profile-repository.ts";
import { SchoolRepository } from "../content/school-repository.ts";
import { up } from "../db/migrations/015-disclosure-numbers-in-profile.ts";
import { testDatabases } from "../db/test-databases.ts";
import { demoSchool } from "../demo/demo-school.ts";
import { readSchoolProfile } from "./disclosure-profile.ts";
import { DisclosureRepository } from "./disclosure-repository.ts";

/**
 * Section A's affiliation number and school code are the profile's (issue 17):
 * one place to type them. Numbers typed into the disclosure before are moved
 * into the profile, never lost and never overwriting the profile's own.
 */
describe.each(testDatabases)("disclosure numbers from the school profile on $name", (target) => {
  let handle: Awaited<ReturnType<typeof target.open>>;
  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(() => handle.drop());

  it("reads the CBSE numbers from the profile", async () => {
    const schools = new SchoolRepository(handle.db, 0);
    await schools.ensure("one", "One");
    const profiles = new ProfileRepository(handle.db, schools);
    await profiles.save("one", { ...demoSchool, cbseAffiliationNo: "2130001", cbseSchoolCode: "65001" });
    expect(await readSchoolProfile(profiles, "one")).toMatchObject({ affiliationNo: "2130001", schoolCode: "65001" });
  });

  it("moves numbers typed into the disclosure into an empty profile, keeping a profile's own", async () => {
    const schools = new SchoolRepository(handle.db, 0);
    for (const code of ["empty", "own"]) await schools.ensure(code, code);
    const profiles = new ProfileRepository(handle.db, schools);
    await profiles.save("empty", { ...demoSchool, cbseAffiliationNo: "", cbseSchoolCode: "" });
    await profiles.save("own", { ...demoSchool, cbseAffiliationNo: "1100001", cbseSchoolCode: "" });
    const disclosure = new DisclosureRepository(handle.db);
    for (const code of ["empty", "own"]) {
      await disclosure.saveItem(code, "affiliationNo", { value: " 1199999 " }, "Asha");
      await disclosure.saveItem(code, "schoolCode", { value: "99999" }, "Asha");
    }
    await up(handle.db);
    for (const code of ["empty", "own"]) await schools.changed(code);
    expect(await readSchoolProfile(profiles, "empty")).toMatchObject({ affiliationNo: "1199999", schoolCode: "99999" });
    expect(await readSchoolProfile(profiles, "own")).toMatchObject({ affiliationNo: "1100001", schoolCode: "99999" });
    expect((await disclosure.read("empty")).values).toEqual({});
  });
});
