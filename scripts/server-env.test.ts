import { describe, expect, it } from "vitest";
import { serverEnv } from "./server-env.mjs";

describe("npm start's server environment", () => {
  it("runs React and React Router as their production builds when NODE_ENV is not set", () => {
    expect(serverEnv({ PORT: "3000" })).toMatchObject({ PORT: "3000", NODE_ENV: "production" });
    expect(serverEnv({ NODE_ENV: "" }).NODE_ENV).toBe("production");
  });

  it("gives the memory allocator two arenas unless the operator chose", () => {
    expect(serverEnv({}).MALLOC_ARENA_MAX).toBe("2");
    expect(serverEnv({ MALLOC_ARENA_MAX: "4" }).MALLOC_ARENA_MAX).toBe("4");
  });

  it("keeps a NODE_ENV the operator set", () => {
    expect(serverEnv({ NODE_ENV: "development" }).NODE_ENV).toBe("development");
  });
});
