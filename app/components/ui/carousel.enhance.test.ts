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
  /** Reports every observed carousel on the screen. */
  static onScreen() {
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
    /** The slide shown once `ms` more milliseconds have passed (the first one while Embla has not started). */
    indexAfter: (ms: number) => {
      vi.advanceTimersByTime(ms);
      return embla.state.instances.at(-1)?.index ?? 0;
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
  it("shows its controls at once, and starts Embla (loop, 500 ms moves) only at the first automatic move", () => {
    const { root, button, indexAfter } = mount();
    expect(root.classList.contains("is-ready")).toBe(true);
    expect(root.classList.contains("carousel--static")).toBe(false);
    const track = root.querySelector(".carousel__container")!.id;
    expect(track).not.toBe("");
    expect(button("Next slide").getAttribute("aria-controls")).toBe(track);
    FakeObserver.onScreen();
    expect(indexAfter(1999)).toBe(0);
    expect(embla.state.instances).toHaveLength(0);
    expect(indexAfter(1)).toBe(1);
    expect(embla.state.instances).toHaveLength(1);
    expect(embla.state.instances[0].options).toEqual({ loop: true, align: "start", duration: 28 });
    expect(embla.state.instances[0].root.classList.contains("carousel__viewport")).toBe(true);
  });

  it("starts as a finger or mouse presses the slides, before the browser's touchstart and mousedown Embla drags by", () => {
    const { root, toggle } = mount({ autoplayMs: 3000 });
    toggle().dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    expect(embla.state.instances).toHaveLength(0);
    let startedFirst = false;
    root.querySelector(".carousel__viewport")!.addEventListener("touchstart", () => {
      startedFirst = embla.state.instances.length === 1;
    });
    const slide = root.querySelectorAll("a")[1];
    slide.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    slide.dispatchEvent(new Event("touchstart", { bubbles: true }));
    expect(startedFirst).toBe(true);
    slide.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    expect(embla.state.instances).toHaveLength(1);
  });

  it("stays static with its controls hidden when the markup shows every slide at once", () => {
    const { root, indexAfter } = mount({ perView: [{ min: 0, count: 3 }] }, 3);
    expect(root.classList.contains("is-ready")).toBe(true);
    expect(root.classList.contains("carousel--static")).toBe(true);
    expect(indexAfter(5000)).toBe(0);
    expect(embla.state.instances).toHaveLength(0);
  });

  it("goes static when Embla measures nothing to scroll", () => {
    embla.state.snaps = 1;
    const { root, button, indexAfter } = mount();
    button("Next slide").click();
    expect(root.classList.contains("carousel--static")).toBe(true);
    expect(indexAfter(5000)).toBe(0);
  });

  it("reads the visible-slide count of the screen's width from the markup, again when the window changes size", () => {
    let width = 800;
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: Number(/min-width: (\d+)px/.exec(query)?.[1] ?? Number.POSITIVE_INFINITY) <= width,
      media: query,
    }));
    const { root } = mount(
      {
        perView: [
          { min: 0, count: 1 },
          { min: 768, count: 4 },
        ],
      },
      4,
    );
    expect(root.classList.contains("carousel--static")).toBe(true);
    width = 400;
    window.dispatchEvent(new Event("resize"));
    expect(root.classList.contains("carousel--static")).toBe(false);
    expect(embla.state.instances).toHaveLength(0);
  });

  it("starts when a slide gets focus: undoes a native scroll and shows that slide", () => {
    const { root, api } = mount();
    const viewport = root.querySelector<HTMLElement>(".carousel__viewport")!;
    viewport.scrollLeft = 250;
    root.querySelector<HTMLElement>("[data-carousel-toggle]")!.focus();
    expect(embla.state.instances).toHaveLength(0);
    root.querySelectorAll("a")[3].focus();
    expect(viewport.scrollLeft).toBe(0);
    expect(api().index).toBe(3);
    expect(api().jumps).toEqual([true]);
  });
});

describe("autoplay", () => {
  it("advances every 2000 ms, loops, and turns the live region off while it runs", () => {
    const { api, live, indexAfter } = mount();
    expect(live()).toBe("off");
    expect(indexAfter(1999)).toBe(0);
    expect(indexAfter(1)).toBe(1);
    expect(indexAfter(2000 * 4)).toBe(0);
    expect(api().jumps.every((j) => j === false)).toBe(true);
  });

  it("takes its interval from the markup", () => {
    const { indexAfter } = mount({ autoplayMs: 4000 });
    FakeObserver.onScreen();
    expect(indexAfter(3999)).toBe(0);
    expect(indexAfter(1)).toBe(1);
  });

  it("gives a slide chosen by hand a full interval", () => {
    const { api, button, indexAfter } = mount();
    FakeObserver.onScreen();
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
    FakeObserver.onScreen();
    expect(indexAfter(2000)).toBe(1);
    expect(indexAfter(2000)).toBe(0);
  });

  it("does not move while the page is in the background", () => {
    const { indexAfter } = mount();
    FakeObserver.onScreen();
    const hidden = vi.spyOn(document, "hidden", "get").mockReturnValue(true);
    expect(indexAfter(6000)).toBe(0);
    hidden.mockReturnValue(false);
    expect(indexAfter(2000)).toBe(1);
  });

  it("holds while scrolled off the screen, so no slides or photos change where nobody looks", () => {
    const { root, indexAfter } = mount();
    FakeObserver.onScreen();
    const onScreen = FakeObserver.all.find((o) => !o.options?.rootMargin && o.targets.includes(root))!;
    onScreen.callback([{ target: root, isIntersecting: false }]);
    expect(indexAfter(6000)).toBe(0);
    onScreen.callback([{ target: root, isIntersecting: true }]);
    expect(indexAfter(2000)).toBe(1);
  });

  it("holds while a dialog covers the page, but plays inside that dialog", () => {
    const { indexAfter } = mount();
    FakeObserver.onScreen();
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
    FakeObserver.onScreen();
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
    FakeObserver.onScreen();
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
    FakeObserver.onScreen();
    // It opens on the focused slide and stays there.
    expect(indexAfter(6000)).toBe(2);
  });

  it("holds while a pointer presses it", () => {
    const { root, api, indexAfter } = mount();
    root.querySelector("a")!.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    api().emit("pointerDown");
    expect(indexAfter(6000)).toBe(0);
    api().emit("pointerUp");
    expect(indexAfter(2000)).toBe(1);
  });

  it("stops and starts by its button, which says what it will do and shows the matching icon", () => {
    const { toggle, live, indexAfter } = mount();
    FakeObserver.onScreen();
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
    FakeObserver.onScreen();
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
    FakeObserver.onScreen();
    expect(indexAfter(6000)).toBe(0);
    expect(root.querySelector(".carousel__container")!.getAttribute("aria-live")).toBe("polite");
  });
});

describe("controls", () => {
  it("moves with previous/next and with the arrow keys, looping past the ends", () => {
    const { root, api, button } = mount({ autoplayMs: 0 });
    FakeObserver.onScreen();
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
    FakeObserver.onScreen();
    const input = document.querySelector("input")!;
    // Focus on the field starts Embla; the arrow key is the field's.
    input.focus();
    input.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
    expect(embla.state.instances.map((i) => i.index)).toEqual([0]);
  });

  it("moves at the first press of next or of an arrow key, starting Embla then; other keys start nothing", () => {
    const first = mount({ autoplayMs: 0 });
    first.root.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    expect(embla.state.instances).toHaveLength(0);
    first.button("Next slide").click();
    expect(first.api().index).toBe(1);
    const second = mount({ autoplayMs: 0 });
    second.root.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft", bubbles: true }));
    expect(embla.state.instances).toHaveLength(2);
    expect(second.api().index).toBe(4);
  });
});

describe("highlightCenter", () => {
  it("marks the middle one of the visible slides", () => {
    const { root, api, button } = mount({ highlightCenter: true, autoplayMs: 0, perView: [{ min: 0, count: 3 }] });
    const active = () =>
      [...root.querySelectorAll(".carousel__slide")].findIndex((s) => s.classList.contains("is-active"));
    // From the markup's count before Embla runs.
    expect(active()).toBe(1);
    expect(embla.state.instances).toHaveLength(0);
    const rect = (width: number) => ({ width }) as DOMRect;
    vi.spyOn(root.querySelector(".carousel__viewport")!, "getBoundingClientRect").mockReturnValue(rect(900));
    for (const slide of root.querySelectorAll(".carousel__slide"))
      vi.spyOn(slide, "getBoundingClientRect").mockReturnValue(rect(300));
    button("Next slide").click();
    expect(api().index).toBe(1);
    expect(active()).toBe(2);
    button("Previous slide").click();
    button("Previous slide").click();
    expect(active()).toBe(0);
    expect(root.querySelectorAll(".is-active")).toHaveLength(1);
  });

  it("marks nothing without the option", () => {
    const { root } = mount();
    FakeObserver.onScreen();
    expect(root.querySelector(".is-active")).toBeNull();
  });
});

describe("inside a dialog", () => {
  it("waits for a first move there too, and measures again each time the dialog reopens", async () => {
    document.body.innerHTML = `<dialog>${renderToString(
      createElement(Carousel, { label: "Notifications", slides: ["a", "b"], autoplayMs: 0, arrows: "always" }),
    )}</dialog>`;
    const dialog = document.querySelector("dialog")!;
    const root = document.querySelector<HTMLElement>("[data-carousel]")!;
    enhance(root);
    dialog.showModal();
    await Promise.resolve();
    expect(embla.state.instances).toHaveLength(0);
    expect(root.classList.contains("carousel--static")).toBe(false);
    root.querySelector<HTMLButtonElement>("[data-carousel-next]")!.click();
    expect(embla.state.instances).toHaveLength(1);
    expect(embla.state.instances[0].index).toBe(1);
    dialog.close();
    dialog.showModal();
    await vi.waitFor(() => expect(embla.state.instances[0].reInits).toBe(1));
    expect(embla.state.instances).toHaveLength(1);
  });
});
