import { describe, expect, it } from "vitest";
import { translator } from "../../i18n/translate.ts";
import { whatsappChatHref } from "./whatsapp-chat.ts";

const text = (lang: "en" | "mr") => translator(lang)("layout.whatsappText", { school: "Tara Vidya Mandir" });

describe("the phone bar's WhatsApp link", () => {
  it("starts a chat with a one-line admission enquiry naming the school, in the page's language", () => {
    const href = whatsappChatHref("https://wa.me/919822012345", text("en"));
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe("https://wa.me/919822012345");
    expect(url.searchParams.get("text")).toBe("Hello, I would like to enquire about admission at Tara Vidya Mandir.");
    expect(href).not.toContain("+");
    const marathi = new URL(whatsappChatHref("https://wa.me/919822012345", text("mr")));
    expect(marathi.searchParams.get("text")).toContain("Tara Vidya Mandir");
    expect(marathi.searchParams.get("text")).not.toBe(url.searchParams.get("text"));
  });

  it("works for api.whatsapp.com links and keeps a text the school wrote itself", () => {
    const api = new URL(whatsappChatHref("https://api.whatsapp.com/send?phone=919822012345", text("en")));
    expect(api.searchParams.get("phone")).toBe("919822012345");
    expect(api.searchParams.get("text")).toContain("enquire about admission");
    const own = "https://wa.me/919822012345?text=Namaste";
    expect(whatsappChatHref(own, text("en"))).toBe(own);
  });

  it("leaves other messaging addresses alone", () => {
    expect(whatsappChatHref("https://t.me/school", text("en"))).toBe("https://t.me/school");
    expect(whatsappChatHref("not a url", text("en"))).toBe("not a url");
  });
});
