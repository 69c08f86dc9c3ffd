/** A JSON list column as strings. */
export function listOf(v: unknown): string[] {
  if (typeof v !== "string") return Array.isArray(v) ? v.filter((x) => typeof x === "string") : [];
  try {
    const parsed = JSON.parse(v);
    return Array.isArray(parsed) ? parsed.filter((x) => typeof x === "string") : [];
  } catch {
    return [];
  }
}

/** A text column, or "" when it holds none. */
export const str = (v: unknown) => (typeof v === "string" ? v : "");
