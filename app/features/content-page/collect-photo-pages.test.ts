import { describe, expect, it } from "vitest";
import { pages } from "../../../server/demo/pages/index.ts";
import { messageCategoriesOf, photoPagesOf, stripMarkup } from "./collect-photo-pages.ts";

describe("stripMarkup", () => {
  it("turns a stored message into plain paragraphs", () => {
    expect(
      stripMarkup(
        "<p>Dear parents,</p><p>Our dream: <strong>quality education</strong> &amp; values.</p><script>alert(1)</script>",
      ),
    ).toBe("Dear parents,\nOur dream: quality education & values.");
  });

  it("leaves plain text alone", () => {
    expect(stripMarkup("Education is not only about marks.")).toBe("Education is not only about marks.");
  });
});

describe("photoPagesOf and messageCategoriesOf", () => {
  it("find the photo sets and message categories a page shows", () => {
    expect(photoPagesOf(pages["/our-infrastructure"].blocks)).toEqual(["our-infrastructure"]);
    expect(photoPagesOf(pages["/concert"].blocks)).toEqual(["concert"]);
    expect(photoPagesOf(pages["/tvmhs"].blocks)).toEqual(["pages"]);
    expect(photoPagesOf(pages["/faqs"].blocks)).toEqual([]);
    expect(messageCategoriesOf(pages["/president-philosophy"].blocks)).toEqual(["President"]);
  });
});
