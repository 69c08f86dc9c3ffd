import { describe, expect, it } from "vitest";
import { mapEmbedFrom, pastedMessages, videoAddressFrom, whatsappLinkFrom } from "./pasted-addresses.ts";

const googleIframe =
  '<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3783.2!2d73.85!3d18.52&amp;hl=en" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe>';

describe("a map pasted as Google Maps gives it", () => {
  it("takes the address out of the whole <iframe> code", () => {
    expect(mapEmbedFrom(googleIframe)).toEqual({
      ok: true,
      value: "https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3783.2!2d73.85!3d18.52&hl=en",
    });
  });
  it("keeps an embed address and turns a maps search into one", () => {
    expect(mapEmbedFrom("https://www.google.com/maps/embed?pb=!1m18")).toEqual({
      ok: true,
      value: "https://www.google.com/maps/embed?pb=!1m18",
    });
    expect(mapEmbedFrom("https://www.google.com/maps?q=18.52,73.85")).toEqual({
      ok: true,
      value: "https://www.google.com/maps?q=18.52%2C73.85&output=embed",
    });
    expect(mapEmbedFrom("  ")).toEqual({ ok: true, value: "" });
  });
  it("frames only Google Maps, and points a share link to its own field", () => {
    expect(mapEmbedFrom('<iframe src="https://evil.example/maps/embed"></iframe>')).toEqual({
      ok: false,
      message: pastedMessages.mapNotGoogle,
    });
    expect(mapEmbedFrom("javascript:alert(1)")).toEqual({ ok: false, message: pastedMessages.mapEmbed });
    expect(mapEmbedFrom("https://maps.app.goo.gl/AbCdEf")).toEqual({ ok: false, message: pastedMessages.mapShareLink });
    expect(mapEmbedFrom("<iframe width=600></iframe>")).toEqual({ ok: false, message: pastedMessages.mapEmbed });
  });
});

describe("a WhatsApp number written any Indian way", () => {
  it.each(["98220 12345", "+91 98220 12345", "+91-98220-12345", "098220 12345", "91 9822012345", "9822012345"])(
    "%s becomes the chat link",
    (typed) => {
      expect(whatsappLinkFrom(typed)).toEqual({ ok: true, value: "https://wa.me/919822012345" });
    },
  );
  it("keeps a chat link and refuses what is not a number", () => {
    expect(whatsappLinkFrom("https://wa.me/919822012345")).toEqual({ ok: true, value: "https://wa.me/919822012345" });
    expect(whatsappLinkFrom("wa.me/919822012345")).toEqual({ ok: true, value: "https://wa.me/919822012345" });
    expect(whatsappLinkFrom("call the office")).toEqual({ ok: false, message: pastedMessages.whatsapp });
    expect(whatsappLinkFrom("12345 678")).toEqual({ ok: false, message: pastedMessages.whatsapp });
    expect(whatsappLinkFrom("javascript:alert(1)")).toEqual({ ok: false, message: pastedMessages.whatsapp });
  });
});

describe("YouTube links as people copy them", () => {
  it.each([
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s",
    "https://youtu.be/dQw4w9WgXcQ?si=abc",
    "https://www.youtube.com/shorts/dQw4w9WgXcQ",
    "youtube.com/shorts/dQw4w9WgXcQ",
    "https://m.youtube.com/watch?v=dQw4w9WgXcQ",
  ])("%s becomes the watch address", (link) => {
    expect(videoAddressFrom(link)).toEqual({ ok: true, value: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" });
  });
  it("keeps a channel or another site's video, and refuses a non-address", () => {
    expect(videoAddressFrom("https://vimeo.com/123")).toEqual({ ok: true, value: "https://vimeo.com/123" });
    expect(videoAddressFrom("https://www.youtube.com/@school")).toEqual({
      ok: true,
      value: "https://www.youtube.com/@school",
    });
    expect(videoAddressFrom("javascript:alert(1)").ok).toBe(false);
    expect(videoAddressFrom("youtube.com/shorts/").ok).toBe(true);
    expect(videoAddressFrom("not an address").ok).toBe(false);
  });
});
