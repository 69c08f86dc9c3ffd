import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schoolCodeMessages } from "../../contract/school-code.ts";
import { contentRoutes } from "../api/content/content-api.ts";
import { testApp } from "../api/forms/test-helpers.ts";

/** Every address that takes {school}, with a code put in its place. */
const addresses = (code: string) => [
  ...contentRoutes.map((r) => ({ method: "GET" as const, url: r.path.replace(":school", code) })),
  { method: "POST" as const, url: `/api/form/${code}/AdmissionEnquire` },
  { method: "POST" as const, url: `/api/tc/${code}` },
];

describe("routes that take {school}", () => {
  let app: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  it("answer 400 with one message to a malformed school code", async () => {
    for (const { method, url } of addresses("-bad%20code")) {
      const res = await app.inject({ method, url, payload: method === "POST" ? {} : undefined });
      expect([url, res.statusCode, res.json().message]).toEqual([url, 400, schoolCodeMessages.malformed]);
    }
  });

  it("answer 404 with one message to a school this server does not hold", async () => {
    for (const { method, url } of addresses("no-such-school")) {
      const res = await app.inject({ method, url, payload: method === "POST" ? {} : undefined });
      expect([url, res.statusCode, res.json().message]).toEqual([
        url,
        404,
        schoolCodeMessages.unknown("no-such-school"),
      ]);
    }
  });
});
