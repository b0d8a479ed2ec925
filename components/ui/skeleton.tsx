import { Fragment } from "react";
import { cn } from "@/lib/cn";

const SHADES = {
  light: "bg-neutral-100",
  medium: "bg-neutral-200",
  soft: "bg-neutral-200/80",
} as const;

/** How dark a placeholder is: `light` for large areas, `medium` for text, `soft` on the home page. */
export type Shade = keyof typeof SHADES;

type ShimmerProps = {
  /** Size, shape and spacing of the block (e.g. `h-4 w-1/2 rounded`). */
  className?: string;
  shade?: Shade;
  /** Off when a parent already pulses, so the whole skeleton breathes as one. */
  pulse?: boolean;
};

/** One placeholder block of a loading skeleton. */
export function Shimmer({ className, shade = "light", pulse = true }: ShimmerProps) {
  return <div className={cn(pulse && "animate-pulse", SHADES[shade], className)} />;
}

/**
 * Placeholder blocks in a wrapper, one per entry of `bars` (each the block's size and shape):
 * the text lines of a card, a row of label and value, a form's fields.
 */
export function ShimmerStack({
  className,
  bars,
  shade,
  pulse,
}: Omit<ShimmerProps, "className"> & { className?: string; bars: readonly string[] }) {
  return (
    <div className={className}>
      {bars.map((bar, index) => (
        <Shimmer key={index} className={bar} shade={shade} pulse={pulse} />
      ))}
    </div>
  );
}

/**
 * A block followed by lines of text in one wrapper: a product card's picture above its name
 * and price, or an avatar beside a review.
 */
export function ShimmerCard({
  as: Wrapper = "div",
  className,
  block,
  blockShade,
  text,
  lines,
  shade,
  pulse,
}: Omit<ShimmerProps, "className"> & {
  as?: "div" | "li";
  /** The wrapper's classes (border, padding, flex or grid). */
  className?: string;
  /** The block's size and shape. */
  block: string;
  /** The block's shade, when it differs from the lines'. */
  blockShade?: Shade;
  /** The classes of the lines' wrapper. */
  text: string;
  lines: readonly string[];
}) {
  return (
    <Wrapper className={className}>
      <Shimmer className={block} shade={blockShade ?? shade} pulse={pulse} />
      <ShimmerStack className={text} bars={lines} shade={shade} pulse={pulse} />
    </Wrapper>
  );
}

/** One placeholder drawn `count` times in one wrapper: a row or grid of cards, a column of lines. */
export function ShimmerList({
  as: Wrapper = "div",
  className,
  count,
  "aria-hidden": ariaHidden,
  children,
}: {
  as?: "div" | "ul";
  className: string;
  count: number;
  "aria-hidden"?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Wrapper className={className} aria-hidden={ariaHidden}>
      {Array.from({ length: count }, (_, index) => (
        <Fragment key={index}>{children}</Fragment>
      ))}
    </Wrapper>
  );
}
