import { ChevronLeft, ChevronRight } from "lucide-react";

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
  side: "prev" | "next";
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
