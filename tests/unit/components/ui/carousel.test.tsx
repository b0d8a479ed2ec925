import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { Carousel } from "@/components/ui/carousel";

// The home page's sliders are all this one carousel; it is tested here, with the real embla and
// autoplay plugin, because the home page is where its autoplay rules come from (docs/contract.md,
// Constants).

const SLIDE_WIDTH = 300;

/** jsdom lays nothing out: give every box a width and each slide its place in the row. */
function stubLayout() {
  const width = jest
    .spyOn(HTMLElement.prototype, "offsetWidth", "get")
    .mockImplementation(() => SLIDE_WIDTH);
  const height = jest.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockReturnValue(200);
  const left = jest.spyOn(HTMLElement.prototype, "offsetLeft", "get").mockImplementation(function (
    this: HTMLElement,
  ) {
    if (this.getAttribute("aria-roledescription") !== "slide") return 0;
    return Array.from(this.parentElement?.children ?? []).indexOf(this) * SLIDE_WIDTH;
  });
  // embla reads the last slide's margin for the end gap; jsdom computes "" (NaN) without a rule
  const style = document.createElement("style");
  style.textContent = '[aria-roledescription="slide"] { margin: 0px; }';
  document.head.append(style);
  return () => {
    style.remove();
    width.mockRestore();
    height.mockRestore();
    left.mockRestore();
  };
}

/** A matchMedia whose prefers-reduced-motion answer the test controls, change events included. */
function fakeReducedMotion(initially: boolean) {
  let reduced = initially;
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return query.includes("prefers-reduced-motion") ? reduced : false;
      },
      media: query,
      onchange: null,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
  return {
    set(value: boolean) {
      reduced = value;
      act(() => listeners.forEach((listener) => listener()));
    },
    restore() {
      window.matchMedia = original;
    },
  };
}

/**
 * What the browser's IntersectionObserver reports for a carousel on the first screen: it is in
 * view as soon as it is observed. `offScreen` holds that report back, for a carousel further
 * down the page; `scrolled(visible)` reports a scroll to every observer still watching.
 */
let offScreen = false;
const watching = new Set<(visible: boolean) => void>();
class ScreenObserver {
  private readonly reports = new Set<(visible: boolean) => void>();
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    const report = (visible: boolean) =>
      this.callback(
        [{ isIntersecting: visible, target } as unknown as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
    this.reports.add(report);
    watching.add(report);
    if (!offScreen) report(true);
  }
  unobserve() {}
  disconnect() {
    for (const report of this.reports) watching.delete(report);
    this.reports.clear();
  }
  takeRecords() {
    return [];
  }
}

function scrolled(visible: boolean) {
  act(() => watching.forEach((report) => report(visible)));
}

/** Lets the carousel fetch and start embla (a dynamic import, so a few promise turns). */
async function settle() {
  for (let turn = 0; turn < 5; turn++) await act(async () => undefined);
}

async function renderCarousel(autoplayMs = 5000) {
  render(
    <>
      <button type="button">Outside</button>
      <Carousel label="Featured occasions" autoplayMs={autoplayMs} loop dots>
        {["Birthdays", "Anniversaries", "Flowers", "Hampers"].map((name) => (
          <a key={name} href={`#${name.toLowerCase()}`}>
            {name}
          </a>
        ))}
      </Carousel>
    </>,
  );
  await settle();
  return screen.getByRole("region", { name: "Featured occasions" });
}

/** The slide the dots say is showing, 1-based. */
function currentSlide(): number {
  const dots = screen.getAllByRole("button", { name: /^Go to slide/ });
  return dots.findIndex((dot) => dot.getAttribute("aria-current") === "true") + 1;
}

/** Long enough for two moves at 5 s, and not a multiple of four: a looping carousel of four slides would be back on slide 1. */
const LONG_WAIT = 12_000;

function wait(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

let restoreLayout: () => void;
let motion: ReturnType<typeof fakeReducedMotion>;

const realObserver = globalThis.IntersectionObserver;

beforeEach(() => {
  jest.useFakeTimers();
  restoreLayout = stubLayout();
  offScreen = false;
  watching.clear();
  globalThis.IntersectionObserver = ScreenObserver as unknown as typeof IntersectionObserver;
});

afterEach(() => {
  globalThis.IntersectionObserver = realObserver;
  jest.useRealTimers();
  restoreLayout();
  motion.restore();
});

describe("Carousel autoplay", () => {
  it("moves on by itself every autoplay interval", async () => {
    motion = fakeReducedMotion(false);
    await renderCarousel(5000);
    expect(currentSlide()).toBe(1);
    wait(4900);
    expect(currentSlide()).toBe(1);
    wait(200);
    expect(currentSlide()).toBe(2);
    wait(5000);
    expect(currentSlide()).toBe(3);
  });

  it("never moves under prefers-reduced-motion, and offers no pause button", async () => {
    motion = fakeReducedMotion(true);
    await renderCarousel();
    wait(LONG_WAIT);
    expect(currentSlide()).toBe(1);
    expect(screen.queryByRole("button", { name: /slideshow/ })).toBeNull();
  });

  it("stops as soon as the shopper turns reduced motion on", async () => {
    motion = fakeReducedMotion(false);
    await renderCarousel();
    wait(5000);
    expect(currentSlide()).toBe(2);
    motion.set(true);
    wait(LONG_WAIT);
    expect(currentSlide()).toBe(2);
  });

  it("pauses while the pointer rests on it and resumes when it leaves", async () => {
    motion = fakeReducedMotion(false);
    const carousel = await renderCarousel();
    wait(3000);
    fireEvent.mouseEnter(carousel);
    wait(LONG_WAIT);
    expect(currentSlide()).toBe(1);
    fireEvent.mouseLeave(carousel);
    wait(5000);
    expect(currentSlide()).toBe(2);
  });

  it("pauses while focus is inside it, even moving between its controls", async () => {
    motion = fakeReducedMotion(false);
    const carousel = await renderCarousel();
    act(() => within(carousel).getByRole("link", { name: "Birthdays" }).focus());
    wait(LONG_WAIT);
    expect(currentSlide()).toBe(1);
    act(() => within(carousel).getByRole("button", { name: "Go to slide 3" }).focus());
    wait(LONG_WAIT);
    expect(currentSlide()).toBe(1);
    act(() => screen.getByRole("button", { name: "Outside" }).focus());
    wait(5000);
    expect(currentSlide()).toBe(2);
  });

  it("holds still while it is scrolled off screen and resumes when it is back", async () => {
    motion = fakeReducedMotion(false);
    await renderCarousel();
    wait(5000);
    expect(currentSlide()).toBe(2);
    scrolled(false);
    wait(LONG_WAIT);
    expect(currentSlide()).toBe(2);
    scrolled(true);
    wait(4900);
    expect(currentSlide()).toBe(2);
    wait(200);
    expect(currentSlide()).toBe(3);
  });

  it("stays paused after the pause button until play is pressed", async () => {
    motion = fakeReducedMotion(false);
    const outside = () => act(() => screen.getByRole("button", { name: "Outside" }).focus());
    await renderCarousel();
    fireEvent.click(screen.getByRole("button", { name: "Pause slideshow" }));
    outside();
    wait(LONG_WAIT);
    expect(currentSlide()).toBe(1);
    fireEvent.click(screen.getByRole("button", { name: "Play slideshow" }));
    outside();
    wait(5000);
    expect(currentSlide()).toBe(2);
  });
});

describe("Carousel", () => {
  it("labels itself and each slide for assistive technology", async () => {
    motion = fakeReducedMotion(true);
    const carousel = await renderCarousel();
    expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    const slides = within(carousel).getAllByRole("group");
    expect(slides.map((slide) => slide.getAttribute("aria-label"))).toEqual([
      "1 of 4",
      "2 of 4",
      "3 of 4",
      "4 of 4",
    ]);
    expect(slides[0]).toHaveAttribute("aria-roledescription", "slide");
  });

  it("moves with the previous/next buttons, the dots and the arrow keys", async () => {
    motion = fakeReducedMotion(true);
    const carousel = await renderCarousel();
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(currentSlide()).toBe(2);
    fireEvent.click(screen.getByRole("button", { name: "Go to slide 4" }));
    expect(currentSlide()).toBe(4);
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(currentSlide()).toBe(3);
    const link = within(carousel).getByRole("link", { name: "Birthdays" });
    fireEvent.keyDown(link, { key: "ArrowRight" });
    expect(currentSlide()).toBe(4);
    fireEvent.keyDown(link, { key: "ArrowLeft" });
    fireEvent.keyDown(link, { key: "ArrowLeft" });
    expect(currentSlide()).toBe(2);
  });

  it("starts its engine only when it nears the screen, so a slider further down costs nothing", async () => {
    motion = fakeReducedMotion(false);
    offScreen = true;
    await renderCarousel();
    wait(LONG_WAIT);
    // embla not started: none of the buttons it would drive
    expect(screen.queryAllByRole("button", { name: /slide/ })).toEqual([]);
    scrolled(true);
    await settle();
    expect(currentSlide()).toBe(1);
    wait(5100);
    expect(currentSlide()).toBe(2);
  });

  it("starts at once when the shopper reaches for it before it was on screen", async () => {
    motion = fakeReducedMotion(true);
    offScreen = true;
    const carousel = await renderCarousel();
    fireEvent.pointerDown(carousel);
    await settle();
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(currentSlide()).toBe(2);
  });

  it("puts every slide in the server-rendered HTML", () => {
    motion = fakeReducedMotion(false);
    const html = renderToString(
      <Carousel label="Offers" autoplayMs={2000} loop>
        <a href="#cakes">Flat 20% Off on Cakes</a>
        <a href="#chocolates">Chocolates From ₹349</a>
      </Carousel>,
    );
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain("Flat 20% Off on Cakes");
    expect(html).toContain("Chocolates From ₹349");
    expect(html).toContain('aria-label="2 of 2"');
    // the buttons wait for embla, so no dead ones are served
    expect(html).not.toContain("<button");
  });

  it("lays out only the first of its full-width slides until it starts, then all of them", async () => {
    motion = fakeReducedMotion(true);
    offScreen = true;
    const carousel = await renderCarousel();
    // The rule in app/globals.css hides the slides after the first within this track, so their
    // pictures wait for the start instead of competing with the first's.
    const track = within(carousel).getAllByRole("group")[0]!.parentElement!;
    expect(track).toHaveAttribute("data-first-only");
    scrolled(true);
    await settle();
    expect(track).not.toHaveAttribute("data-first-only");
  });

  it("shows several slides side by side from the start where they are narrower", () => {
    motion = fakeReducedMotion(false);
    const html = renderToString(
      <Carousel label="Offers" slideClassName="basis-1/2">
        <a href="#cakes">Cakes</a>
        <a href="#chocolates">Chocolates</a>
      </Carousel>,
    );
    expect(html).not.toContain("data-first-only");
  });
});
