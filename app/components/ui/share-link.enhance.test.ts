// @vitest-environment happy-dom
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { resetPageAfterEach } from "../../lib/test-page.ts";
import share from "./share-link.enhance.ts";
import { ShareLink } from "./share-link.tsx";

function mount() {
  document.body.innerHTML = renderToString(createElement(ShareLink, { path: "/news", title: "Sports Day" }));
  const el = document.querySelector<HTMLElement>("[data-share]")!;
  share(el);
  return el;
}

resetPageAfterEach();

describe("share link", () => {
  it("is a WhatsApp link that works without JavaScript", () => {
    const a = mount().querySelector("a")!;
    expect(a.getAttribute("href")).toBe("/share/whatsapp?path=%2Fnews&title=Sports+Day");
    expect(a.textContent).toBe("Share on WhatsApp: Sports Day (opens in a new tab)");
  });

  it("adds the phone's own share sheet where the browser has one, sharing the full address", async () => {
    const sheet = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal("navigator", { ...navigator, share: sheet });
    const button = mount().querySelector("button")!;
    expect(button.getAttribute("aria-label")).toBe("Share: Sports Day");
    button.click();
    expect(sheet).toHaveBeenCalledWith({ title: "Sports Day", url: `${location.origin}/news` });
  });

  it("adds no button where the browser cannot share", () => {
    vi.stubGlobal("navigator", { ...navigator, share: undefined });
    expect(mount().querySelector("button")).toBeNull();
  });
});
