import { describe, expect, it } from "vitest";
import { staffApiPath, staffApiPaths } from "./staff-api-paths.ts";

describe("staffApiPath, the staff app's addresses from the contract", () => {
  it("fills every parameter, wherever it stands, and leaves a pattern without one as it is", () => {
    expect(staffApiPath(staffApiPaths.content.one, { kind: "news", id: "n1" })).toBe("/api/admin/content/news/n1");
    expect(staffApiPath(staffApiPaths.content.withdraw, { id: "n1", kind: "notices" })).toBe(
      "/api/admin/content/notices/n1/withdraw",
    );
    expect(staffApiPath(staffApiPaths.translations.itemReviewed, { kind: "events", id: "e7", lang: "mr" })).toBe(
      "/api/admin/translations/items/events/e7/mr/reviewed",
    );
    expect(staffApiPath(staffApiPaths.pages.restore, { slug: "history", id: 3 })).toBe(
      "/api/admin/pages/history/revisions/3/restore",
    );
    expect(staffApiPath(staffApiPaths.translations.texts("menu"), { lang: "hi" })).toBe(
      "/api/admin/translations/texts/menu/hi",
    );
    expect(staffApiPath(staffApiPaths.accounts.list, {})).toBe("/api/admin/accounts");
  });

  it("encodes each value as one path segment, so an id with / ? # % or spaces names one thing", () => {
    expect(staffApiPath(staffApiPaths.certificates.file, { id: "a/b?c#d e%" })).toBe(
      "/api/admin/certificates/a%2Fb%3Fc%23d%20e%25/file",
    );
    expect(staffApiPath(staffApiPaths.pages.one, { slug: "शाळा" })).toBe(
      `/api/admin/pages/${encodeURIComponent("शाळा")}`,
    );
    // A value that looks like a parameter is not filled again.
    expect(staffApiPath(staffApiPaths.approvals.one, { kind: ":id", id: "x" })).toBe("/api/admin/approvals/%3Aid/x");
  });

  it("takes the record the app holds, using only the values the address names", () => {
    const photo = { id: 42, page: "history", alt: "The library" };
    expect(staffApiPath(staffApiPaths.pagePhotos.one, photo)).toBe("/api/admin/page-photos/42");
  });

  it("will not build an address with a parameter left out", () => {
    // @ts-expect-error the compiler names the missing id
    expect(() => staffApiPath(staffApiPaths.content.one, { kind: "news" })).toThrow(/no value for :id/);
    // @ts-expect-error and the missing language
    expect(() => staffApiPath(staffApiPaths.translations.page, { slug: "history" })).toThrow(/:lang/);
  });

  it("fills every address in the contract completely", () => {
    const values = { kind: "news", id: "1", slug: "history", key: "fees", lang: "mr" };
    const patterns = Object.values(staffApiPaths).flatMap((group) =>
      typeof group === "string" ? [group] : Object.values(group).map((p) => (typeof p === "string" ? p : p("school"))),
    );
    for (const pattern of patterns) expect(staffApiPath(pattern, values), pattern).not.toContain(":");
  });
});
