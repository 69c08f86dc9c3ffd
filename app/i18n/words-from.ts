/**
 * A lookup of one staff catalogue: a message by key, with its {placeholders}
 * filled. The staff area's browser bundle carries no message formatter
 * (issue 29 keeps intl-messageformat on the server), so staff messages use
 * plain placeholders and a key each for one and many. A screen reads its own
 * catalogue through its own lookup, so a route carries only the words of the
 * screens it shows (the staff budget, npm run check:budget).
 */
export function wordsFrom<K extends string>(catalogue: Readonly<Record<K, string>>) {
  const words = (key: K, values: Record<string, string | number> = {}): string =>
    catalogue[key].replace(/\{(\w+)\}/g, (all, name: string) => (name in values ? String(values[name]) : all));
  // The catalogue stays readable beside its lookup (a staff language later is translation work only).
  return Object.assign(words, { messages: catalogue });
}
