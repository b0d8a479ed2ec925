import { clsx } from "clsx";
import { ChevronLeft } from "./icons/chevron-left";
import { ChevronRight } from "./icons/chevron-right";

const SIDES = ["prev", "next"] as const;
type Side = (typeof SIDES)[number];

/**
 * The previous or next button of a carousel, rail or gallery: a chevron named "Previous …" or
 * "Next …" after what it moves through (`noun`). The caller places and styles it.
 */
export function SideArrow({
  ref,
  side,
  noun,
  disabled,
  onClick,
  className,
}: {
  ref?: React.Ref<HTMLButtonElement>;
  side: Side;
  noun: string;
  disabled: boolean;
  onClick: () => void;
  className: string;
}) {
  const Icon = side === "prev" ? ChevronLeft : ChevronRight;
  return (
    <button
      ref={ref}
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={`${side === "prev" ? "Previous" : "Next"} ${noun}`}
      className={className}
    >
      <Icon className="size-5" aria-hidden />
    </button>
  );
}

/** A carousel's or gallery's two SideArrows, styled alike by `className`, each put on its side. */
export function SideArrows({
  noun,
  className,
  place,
  disabled,
  onClick,
}: {
  noun: string;
  className: string;
  /** The classes that put each arrow on its side. */
  place: Record<Side, string>;
  disabled: Record<Side, boolean>;
  onClick: Record<Side, () => void>;
}) {
  return SIDES.map((side) => (
    <SideArrow
      key={side}
      side={side}
      noun={noun}
      disabled={disabled[side]}
      onClick={onClick[side]}
      className={clsx(className, place[side])}
    />
  ));
}
