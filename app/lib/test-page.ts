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

/** Where a form sends its answers: without JavaScript (method and action) and with it (data-endpoint). */
export function formTargets(form: HTMLFormElement) {
  return { method: form.getAttribute("method"), action: form.getAttribute("action"), endpoint: form.dataset.endpoint };
}
