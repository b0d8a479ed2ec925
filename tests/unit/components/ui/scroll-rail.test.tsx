import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { ScrollRail } from "@/components/ui/scroll-rail";

/** jsdom lays nothing out: a track 300 px wide holding `scrollWidth` px of slides. */
function layOut(track: HTMLElement, scrollWidth: number) {
  Object.defineProperty(track, "clientWidth", { configurable: true, value: 300 });
  Object.defineProperty(track, "scrollWidth", { configurable: true, value: scrollWidth });
  const scrollBy = jest.fn((options: ScrollToOptions) => {
    track.scrollLeft += options.left ?? 0;
    fireEvent.scroll(track);
  });
  track.scrollBy = scrollBy as unknown as HTMLElement["scrollBy"];
  return scrollBy;
}

function renderRail(count: number) {
  render(
    <ScrollRail label="Cakes">
      {Array.from({ length: count }, (_, index) => (
        <a key={index} href={`/products/${index}`}>
          Cake {index + 1}
        </a>
      ))}
    </ScrollRail>,
  );
  const rail = screen.getByRole("region", { name: "Cakes" });
  const track = rail.querySelector<HTMLElement>("[data-rail-track]");
  if (!track) throw new Error("no track");
  return { rail, track };
}

describe("ScrollRail", () => {
  test("is a labelled carousel of numbered slides, all in the HTML", () => {
    const { rail } = renderRail(3);
    expect(rail).toHaveAttribute("aria-roledescription", "carousel");
    const slides = within(rail).getAllByRole("group");
    expect(slides.map((slide) => slide.getAttribute("aria-label"))).toEqual([
      "1 of 3",
      "2 of 3",
      "3 of 3",
    ]);
    expect(within(rail).getAllByRole("link")).toHaveLength(3);
  });

  test("the arrows move the rail by most of its width and stop at each end", async () => {
    const { rail, track } = renderRail(8);
    const scrollBy = layOut(track, 900);
    // Re-measure now that the track has a size, as a resize would.
    await act(async () => fireEvent.scroll(track));
    const prev = within(rail).getByRole("button", { name: "Previous slide" });
    const next = within(rail).getByRole("button", { name: "Next slide" });
    expect(prev).toBeDisabled();
    expect(next).toBeEnabled();

    fireEvent.click(next);
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: 270 }));
    expect(prev).toBeEnabled();

    fireEvent.click(next);
    fireEvent.click(next);
    expect(track.scrollLeft).toBeGreaterThanOrEqual(600);
    expect(next).toBeDisabled();
  });

  test("left and right arrow keys move it while focus is inside", async () => {
    const { track } = renderRail(8);
    const scrollBy = layOut(track, 900);
    const link = screen.getByRole("link", { name: "Cake 1" });
    link.focus();
    fireEvent.keyDown(link, { key: "ArrowRight" });
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: 270 }));
    fireEvent.keyDown(link, { key: "ArrowLeft" });
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: -270 }));
  });

  test("a single slide has no arrows", () => {
    const { rail } = renderRail(1);
    expect(within(rail).queryByRole("button")).toBeNull();
  });

  test("measures the rail only once it nears the screen (a skipped layout is not forced)", async () => {
    // A rail below the fold skips its layout (content-visibility); reading its scroll width
    // before it is near would force that layout, so the arrows wait for the observer.
    const observers: { callback: IntersectionObserverCallback; target?: Element }[] = [];
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = class {
      constructor(private callback: IntersectionObserverCallback) {
        observers.push({ callback });
      }
      observe(target: Element) {
        const entry = observers.find((observer) => observer.callback === this.callback);
        if (entry) entry.target = target;
      }
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
    // On the prototype, so that a read during the first render or its effects counts too.
    let reads = 0;
    const widths = ["clientWidth", "scrollWidth"] as const;
    for (const name of widths) {
      Object.defineProperty(HTMLElement.prototype, name, {
        configurable: true,
        get() {
          if (name === "scrollWidth") reads += 1;
          return 300; // everything fits: both arrows end up disabled
        },
      });
    }
    try {
      const { rail } = renderRail(3);
      const next = within(rail).getByRole("button", { name: "Next slide" });
      expect(reads).toBe(0);
      expect(next).toBeEnabled();

      const observer = observers.find((entry) => entry.target === rail);
      if (!observer) throw new Error("the rail is not observed");
      await act(async () =>
        observer.callback(
          [{ isIntersecting: true, target: rail } as unknown as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      );
      expect(reads).toBeGreaterThan(0);
      expect(next).toBeDisabled();
    } finally {
      globalThis.IntersectionObserver = original;
      for (const name of widths) delete (HTMLElement.prototype as Partial<HTMLElement>)[name];
    }
  });
});
