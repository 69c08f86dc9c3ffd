/**
 * "Get school alerts on this phone": subscribes this browser to the school's
 * Web Push (the school's public key from the server, the service worker
 * /sw.js shows what arrives) with the topics ticked; the same button ends it.
 * Shown only where the browser can do it; on an iPhone outside the Home
 * Screen it says to add the site there first (iOS 16.4 and later).
 */
import { PUSH_KEY_PATH, PUSH_SUBSCRIPTION_PATH } from "../../../contract/push-rules.ts";

const json = { "content-type": "application/json" };

/** The key as PushManager wants it: base64url text to bytes. */
function keyBytes(text: string): Uint8Array<ArrayBuffer> {
  const raw = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

/** The topics ticked in the control's list. */
function ticked(topicsBox: HTMLElement): string[] {
  return [...topicsBox.querySelectorAll<HTMLInputElement>("input[name=topic]:checked")].map((i) => i.value);
}

/** Tells the server this browser's subscription and the topics it wants. */
async function saveSubscription(sub: PushSubscription, topics: string[]): Promise<void> {
  const res = await fetch(PUSH_SUBSCRIPTION_PATH, {
    method: "PUT",
    headers: json,
    body: JSON.stringify({ subscription: sub.toJSON(), topics }),
  });
  if (!res.ok) throw new Error(`subscription refused: ${res.status}`);
}

/**
 * Subscribes this browser with the school's key and saves the subscription;
 * one the server refused is ended again, so browser and server agree.
 */
async function subscribe(topics: () => string[]): Promise<PushSubscription> {
  const reg = await navigator.serviceWorker.register("/sw.js");
  await navigator.serviceWorker.ready;
  const { publicKey } = (await (await fetch(PUSH_KEY_PATH)).json()) as { publicKey: string };
  const sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  try {
    await saveSubscription(sub, topics());
  } catch (error) {
    await sub.unsubscribe();
    throw error;
  }
  return sub;
}

export default function pushControl(el: HTMLElement): void {
  const button = el.querySelector<HTMLButtonElement>("[data-push-button]");
  const status = el.querySelector<HTMLElement>("[data-push-status]");
  const topicsBox = el.querySelector<HTMLElement>("[data-push-topics]");
  const iosNote = el.querySelector<HTMLElement>("[data-push-ios]");
  if (!button || !status || !topicsBox || !iosNote) return;
  const words = el.dataset;
  const canPush = "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
  const iPhone = /iPhone|iPad|iPod/.test(navigator.userAgent);
  if (!canPush) {
    // Safari on an iPhone offers push only to sites added to the Home Screen.
    if (!iPhone) return;
    el.hidden = false;
    button.hidden = true;
    topicsBox.hidden = true;
    iosNote.hidden = false;
    return;
  }
  el.hidden = false;
  let current: PushSubscription | null = null;
  const say = (text = "") => {
    status.textContent = text;
  };
  const show = () => {
    button.textContent = (current ? words.unsubscribe : words.subscribe) ?? "";
  };
  const topics = () => ticked(topicsBox);

  void navigator.serviceWorker
    .getRegistration("/")
    .then((reg) => reg?.pushManager.getSubscription() ?? null)
    .then((sub) => {
      current = sub;
      show();
      if (sub) say(words.on);
      else if (Notification.permission === "denied") say(words.denied);
    })
    .catch(() => undefined);

  // Topics changed while alerts are on: the server hears the new choice.
  topicsBox.addEventListener("change", () => {
    if (!current) return;
    if (!topics().length) return say(words.choose);
    saveSubscription(current, topics()).then(
      () => say(words.on),
      () => say(words.failed),
    );
  });

  button.addEventListener("click", async () => {
    button.disabled = true;
    try {
      if (current) {
        const endpoint = current.endpoint;
        await current.unsubscribe();
        current = null;
        await fetch(PUSH_SUBSCRIPTION_PATH, { method: "DELETE", headers: json, body: JSON.stringify({ endpoint }) });
        say(words.off);
        return;
      }
      if (!topics().length) return say(words.choose);
      if ((await Notification.requestPermission()) !== "granted") return say(words.denied);
      current = await subscribe(topics);
      say(words.on);
    } catch {
      say(words.failed);
    } finally {
      button.disabled = false;
      show();
    }
  });
}
