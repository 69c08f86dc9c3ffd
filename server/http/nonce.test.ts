import { randomBytes } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { freshNonce } from "./security.ts";

vi.mock("node:crypto", async (importOriginal) => {
  const crypto = await importOriginal<typeof import("node:crypto")>();
  return { ...crypto, randomBytes: vi.fn(crypto.randomBytes) };
});

describe("CSP nonces", () => {
  it("are 16 random bytes each, never repeated, read from the system's randomness a few KB at a time rather than per answer", () => {
    vi.mocked(randomBytes).mockClear();
    const nonces = Array.from({ length: 1000 }, () => freshNonce());
    expect(new Set(nonces).size).toBe(1000);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    expect(nonces.every((n) => /^[A-Za-z0-9+/]{22}==$/.test(n))).toBe(true);
    expect(vi.mocked(randomBytes).mock.calls.length).toBeLessThanOrEqual(5);
  });
});
