// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Behaviour, runBehaviours } from "./registry.ts";

/**
 * The order of tasks is what a phone feels: work done in one task keeps a tap
 * waiting for all of it. A queue stands in for the browser's timers so each
 * task is visible: one runs, then the promises it resolved settle, as in the
 * browser (fake timers run every timer due at the same moment together).
 */
describe("runBehaviours", () => {
  let tasks: (() => void)[] = [];
  beforeEach(() => {
    tasks = [];
    vi.stubGlobal("setTimeout", (fn: () => void) => tasks.push(fn));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = "";
  });

  const settle = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  const runAll = async () => {
    while (tasks.length) await nextTask();
  };
  const nextTask = async () => {
    tasks.shift()?.();
    await settle();
  };

  it("imports each behaviour's module in a task of its own, then runs it on each element in a task of its own", async () => {
    document.body.innerHTML = `<div data-a></div><div data-a></div><div data-b></div><div data-c></div>`;
    const log: string[] = [];
    const behaviour =
      (name: string): Behaviour =>
      () => {
        log.push(`import ${name}`);
        return Promise.resolve({
          default: (el: HTMLElement) => log.push(`run ${name} ${el.parentNode ? "on page" : ""}`),
        });
      };
    const again = vi.fn(() => Promise.resolve());
    const done = runBehaviours(
      [
        ["[data-a]", behaviour("a")],
        ["[data-b]", behaviour("b")],
        ["[data-none]", behaviour("none")],
        ["[data-c]", behaviour("c")],
      ],
      document,
      again,
    );
    await settle();
    expect(log).toEqual([]);

    const perTask: string[][] = [];
    for (let i = 0; i < 7; i++) {
      const before = log.length;
      await nextTask();
      perTask.push(log.slice(before));
    }
    // One module or one element per task, in the list's order; a selector with no element costs nothing.
    expect(perTask).toEqual([
      ["import a"],
      ["import b"],
      ["import c"],
      ["run a on page"],
      ["run b on page"],
      ["run c on page"],
      ["run a on page"],
    ]);
    await runAll();
    await expect(done).resolves.toBeUndefined();
  });

  it("runs the others when one module fails to load or one behaviour throws, and never runs an element twice", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    document.body.innerHTML = `<div data-a></div><div data-b></div><div data-c></div>`;
    const ran: string[] = [];
    const list: (readonly [string, Behaviour])[] = [
      ["[data-a]", () => Promise.reject(new Error("offline"))],
      [
        "[data-b]",
        () =>
          Promise.resolve({
            default: () => {
              throw new Error("broken");
            },
          }),
      ],
      ["[data-c]", () => Promise.resolve({ default: () => void ran.push("c") })],
    ];
    const first = runBehaviours(list, document, () => Promise.resolve());
    await runAll();
    await first;
    expect(ran).toEqual(["c"]);
    expect(console.error).toHaveBeenCalledTimes(2);

    const second = runBehaviours(list, document, () => Promise.resolve());
    await runAll();
    await second;
    expect(ran).toEqual(["c"]);
  });
});
