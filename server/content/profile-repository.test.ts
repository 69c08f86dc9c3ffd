import { describe, expect, it } from "vitest";
import { repositoryForTests, testDatabases } from "../db/test-databases.ts";
import { demoSchool } from "../demo/demo-school.ts";
import { ProfileRepository } from "./profile-repository.ts";

describe.each(testDatabases)("school profile repository on $name", (target) => {
  const { schools, repository: profiles } = repositoryForTests(
    target,
    { tvms: "Our School", other: "Other School" },
    (db, schools) => new ProfileRepository(db, schools),
  );

  it("answers a blank profile named after the school's record until one is saved", async () => {
    expect(await profiles.stored("tvms")).toBeNull();
    expect((await profiles.view("other")).name).toBe("Other School");
  });

  it("saves per school, bumps the content version and answers the new values at once", async () => {
    await profiles.view("tvms");
    const before = await schools.version("tvms");
    const saved = await profiles.save("tvms", { ...demoSchool, name: "Green Valley School" });
    expect(saved.status).toBe("saved");
    expect(await schools.version("tvms")).toBe(before + 1);
    expect((await profiles.view("tvms")).name).toBe("Green Valley School");
    expect((await profiles.stored("tvms"))?.phones).toEqual(demoSchool.phones);
    // The other school is untouched.
    expect((await profiles.view("other")).name).toBe("Other School");
  });

  it("writes nothing when the profile is invalid", async () => {
    const before = await schools.version("tvms");
    const result = await profiles.save("tvms", { ...demoSchool, name: " " });
    expect(result).toEqual({ status: "invalid", errors: expect.objectContaining({ name: "Enter the school's name" }) });
    expect(await schools.version("tvms")).toBe(before);
    expect((await profiles.view("tvms")).name).toBe("Green Valley School");
  });
});
