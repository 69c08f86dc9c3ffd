// @vitest-environment happy-dom
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { resetPageAfterEach } from "../../lib/test-page.ts";
import enhance from "./carousel.enhance.ts";
import { Carousel, type CarouselProps } from "./carousel.tsx";
import { carouselIcons } from "./carousel-text.ts";

/*
 * happy-dom has no layout, so Embla cannot measure here: a stand-in with
 * Embla's API records what the behaviour asks of it and moves an index.
 * Geometry (what is really on screen) is checked by tests/e2e/home.spec.ts.
 */
const embla = vi.hoisted(() => {
  type Handler = () => void;
  class FakeEmbla {
    index = 0;
    handlers = new Map<string, Handler[]>();
    jumps: boolean[] = [];
    reInits = 0;
    constructor(
      readonly root: HTMLElement,
      readonly options: Record<string, unknown>,
      readonly snaps: number,
      readonly loop: boolean,
    ) {}
    on(name: string, fn: Handler) {
      this.handlers.set(name, [...(this.handlers.get(name) ?? []), fn]);
      return this;
    }
    off() {
      return this;
    }
    emit(name: string) {
      for (const fn of this.handlers.get(name) ?? []) fn();
      return this;
    }
    rootNode() {
      return this.root;
    }
    slideNodes() {
      return [...(this.root.firstElementChild?.children ?? [])] as HTMLElement[];
    }
    scrollSnapList() {
      return Array.from({ length: this.snaps }, (_, i) => -i);
    }
    selectedScrollSnap() {
      return this.index;
    }
    canScrollNext() {
      return this.loop || this.index < this.snaps - 1;
    }
    scrollTo(i: number, jump = false) {
      this.jumps.push(jump);
      if (i === this.index) return;
      this.index = i;
      this.emit("select");
    }
    scrollNext(jump = false) {
      this.scrollTo((this.index + 1) % this.snaps, jump);
    }
    scrollPrev(jump = false) {
      this.scrollTo((this.index - 1 + this.snaps) % this.snaps, jump);
    }
    reInit() {
      this.reInits++;
      this.emit("reInit");
    }
  }
  const state = {
    instances: [] as FakeEmbla[],
    /** Snap points the next instance reports (default: one per slide). */
    snaps: null as number | null,
    loop: true,
  };
  const create = (root: HTMLElement, options: Record<string, unknown>) => {
    const slides = root.firstElementChild?.children.length ?? 0;
    const instance = new FakeEmbla(root, options, state.snaps ?? slides, state.loop);
    state.instances.push(instance);
    return instance;
  };
  return { state, create };
});
vi.mock("embla-carousel", () => ({ default: embla.create }));

/** IntersectionObserver whose entries the test decides. */
class FakeObserver {
  static all: FakeObserver[] = [];
  targets: Element[] = [];
  constructor(
    readonly callback: (entries: { isIntersecting: boolean; target: Element }[]) => void,
    readonly options: { rootMargin?: string },
  ) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  /** Reports every observed carousel near the screen, then lets the starts queued for it run. */
  static comeNear() {
    FakeObserver.report();
    vi.advanceTimersByTime(0);
  }
  static report() {
    for (const o of FakeObserver.all)
      if (o.targets.length) o.callback(o.targets.map((target) => ({ target, isIntersecting: true })));
  }
}

function reducedMotion(on: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: on && query.includes("reduce"), media: query }));
}

function mount(props: Partial<CarouselProps> = {}, slides = 5, beforeEnhance?: (root: HTMLElement) => void) {
  document.body.innerHTML = renderToString(
    createElement(Carousel, {
      label: "Facilities",
      slides: Array.from({ length: slides }, (_, i) => createElement("a", { href: `#s${i}` }, `Slide ${i + 1}`)),
      ...props,
    }),
  );
  const root = document.querySelector<HTMLElement>("[data-carousel]")!;
  beforeEnhance?.(root);
  enhance(root);
  return {
    root,
    live: () => root.querySelector(".carousel__container")!.getAttribute("aria-live"),
    toggle: () => root.querySelector<HTMLButtonElement>("[data-carousel-toggle]")!,
    button: (name: string) => root.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!,
    api: () => embla.state.instances.at(-1)!,
    /** The slide shown once `ms` more milliseconds have passed. */
    indexAfter: (ms: number) => {
      vi.advanceTimersByTime(ms);
      return embla.state.instances.at(-1)!.index;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  reducedMotion(false);
  embla.state.instances = [];
  embla.state.snaps = null;
  embla.state.loop = true;
  FakeObserver.all = [];
});

resetPageAfterEach();

describe("starting", () => {
  it("waits until the carousel comes within 300 px of the screen, then runs Embla with loop and 500 ms moves", () => {
    const { root, button } = mount();
    expect(embla.state.instances).toHaveLength(0);
    expect(root.classList.contains("is-ready")).toBe(false);
    expect(FakeObserver.all[0].options.rootMargin).toBe("300px 0px");
    FakeObserver.comeNear();
    expect(embla.state.instances).toHaveLength(1);
    expect(embla.state.instances[0].options).toEqual({ loop: true, align: "start", duration: 28 });
    expect(embla.state.instances[0].root.classList.contains("carousel__viewport")).toBe(true);
    expect(root.classList.contains("is-ready")).toBe(true);
    expect(root.classList.contains("carousel--static")).toBe(false);
    const track = root.querySelector(".carousel__container")!.id;
    expect(track).not.toBe("");
    expect(button("Next slide").getAttribute("aria-controls")).toBe(track);
  });

  it("starts carousels that come near together one per task, so no single task on a phone starts them all", () => {
    document.body.innerHTML = [1, 2]
      .map((n) =>
        renderToString(
          createElement(Carousel, {
            label: `Row ${n}`,
            slides: [1, 2, 3].map((i) => createElement("a", { href: `#r${n}s${i}` }, `Slide ${i}`)),
          }),
        ),
      )
      .join("");
    for (const root of document.querySelectorAll<HTMLElement>("[data-carousel]")) enhance(root);
    FakeObserver.report();
    expect(embla.state.instances).toHaveLength(0);
    // A task of its own for each: two timers queued, none started inside the observer's task.
    expect(vi.getTimerCount()).toBe(2);
    vi.advanceTimersByTime(0);
    expect(embla.state.instances).toHaveLength(2);
  });

  it("stays static with its controls hidden when there is nothing to scroll", () => {
    embla.state.snaps = 1;
    const { root, indexAfter } = mount();
    FakeObserver.comeNear();
    expect(root.classList.contains("is-ready")).toBe(true);
    expect(root.classList.contains("carousel--static")).toBe(true);
    expect(indexAfter(5000)).toBe(0);
  });

  it("undoes a native scroll and shows the slide that already has focus", () => {
    const { root, api } = mount();
    const viewport = root.querySelector<HTMLElement>(".carousel__viewport")!;
    root.querySelectorAll("a")[3].focus();
    viewport.scrollLeft = 250;
    FakeObserver.comeNear();
    expect(viewport.scrollLeft).toBe(0);
    expect(api().index).toBe(3);
    expect(api().jumps).toEqual([true]);
  });
});

describe("autoplay", () => {
  it("advances every 2000 ms, loops, and turns the live region off while it runs", () => {
    const { api, live, indexAfter } = mount();
    expect(live()).toBe("polite");
    FakeObserver.comeNear();
    expect(live()).toBe("off");
    expect(indexAfter(1999)).toBe(0);
    expect(indexAfter(1)).toBe(1);
    expect(indexAfter(2000 * 4)).toBe(0);
    expect(api().jumps.every((j) => j === false)).toBe(true);
  });

  it("takes its interval from the markup", () => {
    const { indexAfter } = mount({ autoplayMs: 4000 });
    FakeObserver.comeNear();
    expect(indexAfter(3999)).toBe(0);
    expect(indexAfter(1)).toBe(1);
  });

  it("gives a slide chosen by hand a full interval", () => {
    const { api, button, indexAfter } = mount();
    FakeObserver.comeNear();
    vi.advanceTimersByTime(1500);
    button("Next slide").click();
    expect(api().index).toBe(1);
    expect(indexAfter(1900)).toBe(1);
    expect(indexAfter(100)).toBe(2);
  });

  it("wraps to the first slide when Embla cannot loop", () => {
    embla.state.loop = false;
    embla.state.snaps = 2;
    const { indexAfter } = mount();
    FakeObserver.comeNear();
    expect(indexAfter(2000)).toBe(1);
    expect(indexAfter(2000)).toBe(0);
  });

  it("does not move while the page is in the background", () => {
    const { indexAfter } = mount();
    FakeObserver.comeNear();
    const hidden = vi.spyOn(document, "hidden", "get").mockReturnValue(true);
    expect(indexAfter(6000)).toBe(0);
    hidden.mockReturnValue(false);
    expect(indexAfter(2000)).toBe(1);
  });

  it("holds while scrolled off the screen, so no slides or photos change where nobody looks", () => {
    const { root, indexAfter } = mount();
    FakeObserver.comeNear();
    const onScreen = FakeObserver.all.find((o) => !o.options?.rootMargin && o.targets.includes(root))!;
    onScreen.callback([{ target: root, isIntersecting: false }]);
    expect(indexAfter(6000)).toBe(0);
    onScreen.callback([{ target: root, isIntersecting: true }]);
    expect(indexAfter(2000)).toBe(1);
  });

  it("holds while a dialog covers the page, but plays inside that dialog", () => {
    const { indexAfter } = mount();
    FakeObserver.comeNear();
    const dialog = document.createElement("dialog");
    document.body.append(dialog);
    dialog.setAttribute("open", "");
    expect(indexAfter(6000)).toBe(0);
    dialog.removeAttribute("open");
    expect(indexAfter(2000)).toBe(1);
    // The same carousel inside the open dialog moves.
    dialog.setAttribute("open", "");
    dialog.append(document.querySelector("[data-carousel]")!);
    expect(indexAfter(2000)).toBe(2);
  });

  it("holds while the mouse is over it (not for a touch), and resumes when it leaves", () => {
    const { root, live, indexAfter } = mount();
    FakeObserver.comeNear();
    root.dispatchEvent(new PointerEvent("pointerenter", { pointerType: "touch" }));
    expect(indexAfter(2000)).toBe(1);
    root.dispatchEvent(new PointerEvent("pointerenter", { pointerType: "mouse" }));
    expect(live()).toBe("polite");
    expect(indexAfter(6000)).toBe(1);
    root.dispatchEvent(new PointerEvent("pointerleave", { pointerType: "mouse" }));
    expect(indexAfter(2000)).toBe(2);
  });

  it("holds while focus is inside, except on the play/pause button", () => {
    const { root, toggle, live, indexAfter } = mount();
    FakeObserver.comeNear();
    root.querySelector("a")!.focus();
    expect(live()).toBe("polite");
    expect(indexAfter(6000)).toBe(0);
    // Moving focus within the carousel keeps it held.
    root.querySelectorAll("a")[1].focus();
    expect(indexAfter(6000)).toBe(0);
    toggle().focus();
    expect(live()).toBe("off");
    expect(indexAfter(2000)).toBe(1);
    root.querySelector("a")!.focus();
    (document.activeElement as HTMLElement).blur();
    expect(indexAfter(2000)).toBe(2);
  });

  it("holds when focus was already inside before it started (a keyboard user who tabbed in early)", () => {
    const { indexAfter } = mount({}, 5, (root) => root.querySelectorAll("a")[2].focus());
    FakeObserver.comeNear();
    // It opens on the focused slide and stays there.
    expect(indexAfter(6000)).toBe(2);
  });

  it("holds while a pointer presses it", () => {
    const { api, indexAfter } = mount();
    FakeObserver.comeNear();
    api().emit("pointerDown");
    expect(indexAfter(6000)).toBe(0);
    api().emit("pointerUp");
    expect(indexAfter(2000)).toBe(1);
  });

  it("stops and starts by its button, which says what it will do and shows the matching icon", () => {
    const { toggle, live, indexAfter } = mount();
    FakeObserver.comeNear();
    const icon = () => toggle().querySelector("path")!.getAttribute("d");
    expect(toggle().getAttribute("aria-label")).toBe("Stop automatic slide show");
    expect(icon()).toBe(carouselIcons.pause);
    toggle().click();
    expect(toggle().getAttribute("aria-label")).toBe("Start automatic slide show");
    expect(icon()).toBe(carouselIcons.play);
    expect(live()).toBe("polite");
    expect(indexAfter(6000)).toBe(0);
    toggle().click();
    expect(toggle().getAttribute("aria-label")).toBe("Stop automatic slide show");
    expect(icon()).toBe(carouselIcons.pause);
    expect(indexAfter(2000)).toBe(1);
  });

  it("is off under prefers-reduced-motion, where moves jump", () => {
    reducedMotion(true);
    const { api, toggle, button, indexAfter } = mount();
    expect(toggle().getAttribute("aria-label")).toBe("Start automatic slide show");
    FakeObserver.comeNear();
    expect(indexAfter(6000)).toBe(0);
    button("Next slide").click();
    expect(api().index).toBe(1);
    expect(api().jumps).toEqual([true]);
    // The visitor may still start it.
    toggle().click();
    expect(indexAfter(2000)).toBe(2);
  });

  it("has no timer and no play button with autoplay off", () => {
    const { root, indexAfter } = mount({ autoplayMs: 0 });
    expect(root.querySelector("[data-carousel-toggle]")).toBeNull();
    FakeObserver.comeNear();
    expect(indexAfter(6000)).toBe(0);
    expect(root.querySelector(".carousel__container")!.getAttribute("aria-live")).toBe("polite");
  });
});

describe("controls", () => {
  it("moves with previous/next and with the arrow keys, looping past the ends", () => {
    const { root, api, button } = mount({ autoplayMs: 0 });
    FakeObserver.comeNear();
    button("Previous slide").click();
    expect(api().index).toBe(4);
    button("Next slide").click();
    expect(api().index).toBe(0);
    const key = (key: string, init: KeyboardEventInit = {}, target: Element = root.querySelector("a")!) => {
      const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true, ...init });
      target.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(key("ArrowRight")).toBe(true);
    expect(api().index).toBe(1);
    expect(key("ArrowLeft")).toBe(true);
    expect(key("ArrowLeft")).toBe(true);
    expect(api().index).toBe(4);
    // Browser shortcuts and other keys are left alone.
    expect(key("ArrowRight", { altKey: true })).toBe(false);
    expect(key("Enter")).toBe(false);
    expect(api().index).toBe(4);
  });

  it("leaves arrow keys to a text field inside a slide", () => {
    document.body.innerHTML = renderToString(
      createElement(Carousel, {
        label: "Form",
        autoplayMs: 0,
        slides: [createElement("input", { key: "i", "aria-label": "Name" }), "b"],
      }),
    );
    enhance(document.querySelector<HTMLElement>("[data-carousel]")!);
    FakeObserver.comeNear();
    const input = document.querySelector("input")!;
    input.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
    expect(embla.state.instances[0].index).toBe(0);
  });

  it("ignores keys and buttons before Embla runs", () => {
    const { root, button } = mount();
    button("Next slide").click();
    root.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
    expect(embla.state.instances).toHaveLength(0);
  });
});

describe("highlightCenter", () => {
  it("marks the middle one of the visible slides", () => {
    const { root, api, button } = mount({ highlightCenter: true, autoplayMs: 0 });
    const rect = (width: number) => ({ width }) as DOMRect;
    vi.spyOn(root.querySelector(".carousel__viewport")!, "getBoundingClientRect").mockReturnValue(rect(900));
    for (const slide of root.querySelectorAll(".carousel__slide"))
      vi.spyOn(slide, "getBoundingClientRect").mockReturnValue(rect(300));
    FakeObserver.comeNear();
    const active = () =>
      [...root.querySelectorAll(".carousel__slide")].findIndex((s) => s.classList.contains("is-active"));
    expect(api().index).toBe(0);
    expect(active()).toBe(1);
    button("Next slide").click();
    expect(active()).toBe(2);
    button("Previous slide").click();
    button("Previous slide").click();
    expect(active()).toBe(0);
    expect(root.querySelectorAll(".is-active")).toHaveLength(1);
  });

  it("marks nothing without the option", () => {
    const { root } = mount();
    FakeObserver.comeNear();
    expect(root.querySelector(".is-active")).toBeNull();
  });
});

describe("inside a dialog", () => {
  it("starts when the dialog opens and measures again each time it reopens", async () => {
    document.body.innerHTML = `<dialog>${renderToString(
      createElement(Carousel, { label: "Notifications", slides: ["a", "b"], autoplayMs: 0, arrows: "always" }),
    )}</dialog>`;
    const dialog = document.querySelector("dialog")!;
    enhance(document.querySelector<HTMLElement>("[data-carousel]")!);
    await Promise.resolve();
    expect(embla.state.instances).toHaveLength(0);
    dialog.showModal();
    await vi.waitFor(() => expect(embla.state.instances).toHaveLength(1));
    dialog.close();
    dialog.showModal();
    await vi.waitFor(() => expect(embla.state.instances[0].reInits).toBe(1));
    // The observer coming late does not start a second Embla.
    FakeObserver.comeNear();
    expect(embla.state.instances).toHaveLength(1);
  });
});
