/**
 * What office staff paste or type, turned into the address the site needs
 * (issue 26, "inputs take what people have"): the whole <iframe> code Google
 * Maps gives under Share › Embed a map, a WhatsApp number written any Indian
 * way, and YouTube watch, share and Shorts links. Without zod: the staff
 * pages and contract/school-profile.ts and contract/content.ts use it.
 */

export type Pasted = { ok: true; value: string } | { ok: false; message: string };

export const pastedMessages = {
  mapEmbed:
    "Paste the map from Google Maps: Share, then Embed a map, then Copy HTML, and paste all of it here (or leave it empty)",
  mapNotGoogle: "Only maps from Google Maps can be shown on the page. Paste the code from Google Maps' Embed a map",
  mapShareLink:
    "This is a link to share, not a map to show. Paste it under Link to the map; here paste the code from Google Maps' Embed a map",
  whatsapp: "Enter the WhatsApp number (for example 98220 12345) or a chat link such as https://wa.me/919822012345",
  youtube: "Enter the video's address, for example https://www.youtube.com/watch?v=… or https://youtu.be/…",
} as const;

/** HTML entities a copied iframe carries inside its src (&amp; and the like). */
function decodeEntities(s: string): string {
  return s
    .replace(/&amp;/gi, "&")
    .replace(/&#0*38;/g, "&")
    .replace(/&quot;/gi, '"')
    .replace(/&#0*39;/g, "'");
}

function parseUrl(s: string): URL | null {
  try {
    const url = new URL(s);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

/** google.com, google.co.in, maps.google.com… (any Google country domain). */
function isGoogleHost(host: string): boolean {
  return /^(?:www\.|maps\.)?google\.(?:com|[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2})$/i.test(host);
}

/**
 * The map shown on the page: an embed address from Google Maps, taken from a
 * pasted <iframe …> or given as an address. Only Google Maps (the page frames
 * it, so no other site may be framed); a share link is pointed to the right field.
 */
export function mapEmbedFrom(input: string): Pasted {
  let text = input.trim();
  if (text === "") return { ok: true, value: "" };
  if (/<iframe\b/i.test(text)) {
    const src = text.match(/\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i);
    if (!src) return { ok: false, message: pastedMessages.mapEmbed };
    text = (src[1] ?? src[2] ?? src[3] ?? "").trim();
  }
  text = decodeEntities(text);
  if (/^(?:www\.|maps\.)?google\./i.test(text)) text = `https://${text}`;
  const url = parseUrl(text);
  if (!url || text.length > 1000 || /[\s<>"'`\\]/.test(text)) return { ok: false, message: pastedMessages.mapEmbed };
  if (/^(?:maps\.app\.goo\.gl|goo\.gl)$/i.test(url.hostname))
    return { ok: false, message: pastedMessages.mapShareLink };
  if (!isGoogleHost(url.hostname)) return { ok: false, message: pastedMessages.mapNotGoogle };
  url.protocol = "https:";
  if (url.pathname.startsWith("/maps/embed")) return { ok: true, value: url.href };
  // A plain maps search (…/maps?q=…) can be shown as it is with output=embed.
  if ((url.pathname === "/maps" || url.pathname === "/") && url.searchParams.has("q")) {
    url.searchParams.set("output", "embed");
    return { ok: true, value: url.href };
  }
  if (url.pathname.startsWith("/maps")) return { ok: false, message: pastedMessages.mapShareLink };
  return { ok: false, message: pastedMessages.mapNotGoogle };
}

/**
 * The WhatsApp chat link of a number written any Indian way ("98220 12345",
 * "+91 98220-12345", "098220 12345", "91 9822012345"); a web address (a
 * wa.me link, or any other chat service) is kept as it is.
 */
export function whatsappLinkFrom(input: string): Pasted {
  const text = input.trim();
  if (text === "") return { ok: true, value: "" };
  if (/^https?:\/\//i.test(text)) {
    return parseUrl(text) && !/[\s<>"'`\\]/.test(text) && text.length <= 1000
      ? { ok: true, value: text }
      : { ok: false, message: pastedMessages.whatsapp };
  }
  if (/^wa\.me\//i.test(text)) return whatsappLinkFrom(`https://${text}`);
  if (!/^\+?[0-9 ()./-]{8,24}$/.test(text)) return { ok: false, message: pastedMessages.whatsapp };
  const plus = text.startsWith("+");
  let digits = text.replace(/\D/g, "");
  if (plus) {
    // An international number as written (+91…, or another country's).
    if (digits.startsWith("91") && digits.length !== 12) return { ok: false, message: pastedMessages.whatsapp };
    if (digits.length < 8 || digits.length > 15) return { ok: false, message: pastedMessages.whatsapp };
    return { ok: true, value: `https://wa.me/${digits}` };
  }
  if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1);
  else if (digits.length === 13 && digits.startsWith("091")) digits = digits.slice(3);
  else if (digits.length === 12 && digits.startsWith("91")) digits = digits.slice(2);
  // Indian mobile numbers have 10 digits and start with 6, 7, 8 or 9.
  if (!/^[6-9]\d{9}$/.test(digits)) return { ok: false, message: pastedMessages.whatsapp };
  return { ok: true, value: `https://wa.me/91${digits}` };
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * A YouTube watch, share (youtu.be), Shorts, live or embed link, with or
 * without https://, becomes https://www.youtube.com/watch?v=ID (one form the
 * video page links to). Any other web address is kept as it is: schools also
 * use other video sites.
 */
export function videoAddressFrom(input: string): Pasted {
  let text = input.trim();
  if (text === "") return { ok: true, value: "" };
  if (/^(?:(?:www\.|m\.)?youtube\.com|youtu\.be)\//i.test(text)) text = `https://${text}`;
  const url = parseUrl(text);
  if (!url || /[\s<>"'`\\]/.test(text) || text.length > 2000) return { ok: false, message: pastedMessages.youtube };
  const host = url.hostname.toLowerCase().replace(/^(?:www\.|m\.|music\.)/, "");
  let id: string | null = null;
  if (host === "youtu.be") id = url.pathname.split("/")[1] ?? null;
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    const [, first, second] = url.pathname.split("/");
    if (first === "watch") id = url.searchParams.get("v");
    else if (first === "shorts" || first === "live" || first === "embed") id = second ?? null;
    else return { ok: true, value: url.href };
  } else return { ok: true, value: text };
  // A YouTube address without a video id in it (a playlist, a search) is kept as it is.
  if (!id || !YOUTUBE_ID.test(id)) return { ok: true, value: url.href };
  return { ok: true, value: `https://www.youtube.com/watch?v=${id}` };
}
