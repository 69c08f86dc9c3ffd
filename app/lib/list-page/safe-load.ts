/**
 * Spec section 8: a failed list load is only logged; the page then shows its
 * fallback or an empty list, never the error screen.
 */
export async function safeLoad<T>(what: string, load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    console.error(`Loading ${what} failed; showing the fallback.`, error);
    return fallback;
  }
}
