import { afterEach, vi } from "vitest";

/**
 * For the tests of browser behaviour (happy-dom): after each test the page is
 * empty again, with no stubbed globals, spies or fake timers, so no test sees
 * what the one before it left.
 */
export function resetPageAfterEach() {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.innerHTML = "";
  });
}
