import { describe, expect, it } from "vitest";
import { exportSchool } from "./content/export-content.ts";
import { loadDemoDisclosure } from "./demo/demo-disclosure.ts";
import { loadDemo, loadDemoIfEmpty } from "./demo/load-demo.ts";
import { type Services, siteData } from "./services.ts";
import { schoolIdentity } from "./web/school-identity.ts";

/**
 * In a server of many schools, a function that fell back to the configured
 * school when its caller forgot the school served the wrong school's data.
 * Each one now takes the school as a required argument: the calls below,
 * without it, must not compile (npm run typecheck fails on an unused
 * @ts-expect-error). They are never run.
 */
const forgotten = (services: Services) => [
  // @ts-expect-error the school is required
  () => siteData(services),
  // @ts-expect-error the school is required
  () => loadDemo(services),
  // @ts-expect-error the school is required
  () => loadDemoIfEmpty(services),
  // @ts-expect-error the school is required
  () => loadDemoDisclosure(services),
  // @ts-expect-error the school is required
  () => schoolIdentity(services),
  // @ts-expect-error the school is required
  () => services.staffAuth.login("head@school.example", "secret", "127.0.0.1"),
  // @ts-expect-error the school is required
  () => exportSchool(services, "/tmp/export"),
];

describe("the school is always named", () => {
  it("takes no school from the configuration when a caller leaves it out (checked by the type checker)", () => {
    expect(forgotten).toBeTypeOf("function");
  });
});
