/**
 * The push services browsers subscribe with. A subscription's endpoint comes
 * from the visitor's browser, so the server would POST wherever a visitor
 * told it to; it sends only to these hosts, over https (a made-up endpoint
 * cannot turn the server against the school's own network).
 */
const PUSH_HOSTS = [
  // Chrome, Edge on Android, Samsung Internet, Opera (Firebase Cloud Messaging).
  "fcm.googleapis.com",
  "android.googleapis.com",
  // Firefox.
  ".push.services.mozilla.com",
  // Safari on iPhone (16.4 and later, from the Home Screen) and on Mac.
  ".push.apple.com",
  // Edge on Windows.
  ".notify.windows.com",
];

/** True when the server may send to this endpoint. */
export function knownPushService(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return PUSH_HOSTS.some((h) => (h.startsWith(".") ? host.endsWith(h) : host === h));
}
