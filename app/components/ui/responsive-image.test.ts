import { describe, expect, it } from "vitest";
import { fileUrl } from "./responsive-image.tsx";

describe("fileUrl", () => {
  it("keeps a stored file's folder and name as they are", () => {
    expect(fileUrl("5d/5d7d8895d129d082993c62670e4fa3d8.jpg", 800)).toBe(
      "/api/image/5d/5d7d8895d129d082993c62670e4fa3d8.jpg?w=800",
    );
  });

  it("escapes each part of a name with spaces, signs or other scripts, and keeps its folders", () => {
    expect(fileUrl("uploads/Annual Day #1?.jpg")).toBe("/api/image/uploads/Annual%20Day%20%231%3F.jpg");
    expect(fileUrl("फोटो/a&b.png", 400)).toBe("/api/image/%E0%A4%AB%E0%A5%8B%E0%A4%9F%E0%A5%8B/a%26b.png?w=400");
  });
});
