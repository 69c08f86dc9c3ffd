/** For tests: names for what a beforeAll hook makes (not a test file itself). */

/**
 * Stands for a value a beforeAll hook makes: each property read goes to the
 * value made, so a describe block can name it as a constant.
 */
export function standIn<T extends object>(made: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const value = made();
      if (!value) throw new Error("This is made before the tests: use it inside a test.");
      const property = Reflect.get(value, key, value);
      return typeof property === "function" ? property.bind(value) : property;
    },
  });
}
