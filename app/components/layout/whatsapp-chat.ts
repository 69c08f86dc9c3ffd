/**
 * The phone bar's WhatsApp link with a one-line starter message, so a parent
 * who taps it lands in a chat ready to send instead of an empty one. Only
 * WhatsApp's own chat addresses (wa.me, api.whatsapp.com) take the text;
 * any other messaging address the school gave is left as it is.
 */
export function whatsappChatHref(link: string, text: string): string {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return link;
  }
  const host = url.hostname.toLowerCase();
  if (host !== "wa.me" && host !== "api.whatsapp.com" && host !== "www.wa.me") return link;
  // A text the school already put in its link is its own choice.
  if (url.searchParams.has("text")) return link;
  url.searchParams.set("text", text);
  // wa.me reads %20, not +, as a space in every app version.
  return url.toString().replace(/\+/g, "%20");
}
