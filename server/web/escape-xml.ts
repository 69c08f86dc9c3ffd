// biome-ignore lint/suspicious/noControlCharactersInRegex: XML 1.0 forbids these characters; they are dropped
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text made safe inside XML or HTML, in text and attributes (feeds, the sitemap, the brand card, the offline page, verification slips). */
export function escapeXml(s: string): string {
  return s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;")
    .replace(NOT_XML, "");
}
