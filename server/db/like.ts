import { sql } from "kysely";

/** Escapes a LIKE pattern's wildcards; used with `escape '\'`. */
function likeContains(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `column` contains `needle`, ignoring case, with the needle's % and _ taken literally. */
export function containsText(column: string, needle: string) {
  return sql<boolean>`lower(${sql.ref(column)}) like ${likeContains(needle)} escape '\\'`;
}
