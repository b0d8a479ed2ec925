import { Children, type ReactNode } from "react";
import { RailArrows } from "./rail-arrows";
import { Slides } from "./slides";

/**
 * A row of slides that scrolls sideways with the browser's own scrolling and snap points: a
 * swipe on a phone, a trackpad or the arrow buttons elsewhere. Unlike the embla `Carousel` it
 * renders as plain server HTML, and only its two arrow buttons hydrate. The home page's
 * product rails use it: nine of them would otherwise start nine carousel engines.
 */
export function ScrollRail({
  label,
  children,
  slideClassName,
  containerClassName,
}: {
  /** Accessible name, e.g. the category's name. */
  label: string;
  /** The slides; each child becomes one slide. */
  children: ReactNode;
  /** Width and gap of each slide, e.g. "basis-1/2 pl-4 lg:basis-1/4". */
  slideClassName?: string;
  /** Pairs with a slide's left padding as a negative margin, e.g. "-ml-4". */
  containerClassName?: string;
}) {
  const slides = Children.toArray(children);
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className="group/carousel relative"
      data-rail
    >
      <div
        className={`flex snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto overscroll-x-contain [&::-webkit-scrollbar]:hidden ${containerClassName ?? ""}`}
        data-rail-track
      >
        <Slides slides={slides} className={`scroll-slide ${slideClassName ?? ""}`} />
      </div>
      {slides.length > 1 && <RailArrows />}
    </div>
  );
}
