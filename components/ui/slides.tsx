import { isValidElement, type ReactNode } from "react";

/**
 * Each of `slides` (from Children.toArray) in its own slide: a group a screen reader names
 * "n of total". A carousel and a scroll rail lay them out; `className` sizes them.
 */
export function Slides({ slides, className }: { slides: ReactNode[]; className: string }) {
  return slides.map((slide, index) => (
    <div
      // Children.toArray gives every element a key; bare text falls back to its place
      key={isValidElement(slide) && slide.key !== null ? slide.key : index}
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${slides.length}`}
      className={className}
    >
      {slide}
    </div>
  ));
}
