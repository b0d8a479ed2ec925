import { Check } from "@/components/ui/icons/check";
import { cn } from "@/lib/cn";

/** The stages an order moves through, in order (docs/contract.md, Behaviour). */
export const TRACKING_STAGES = ["Placed", "Pending", "Shipped", "Delivered"] as const;
export type TrackingStage = (typeof TRACKING_STAGES)[number];

/**
 * The four-stage progress bar. Every stage up to and including `current` is shown as done;
 * `null` shows them all still to come (before an order is known). `note` is the order's status
 * in a shopper's words, written under the current stage ("Confirmed" under Pending).
 */
export function TrackingProgress({
  current,
  note,
  className,
}: {
  current: TrackingStage | null;
  note?: string;
  className?: string;
}) {
  const reached = current === null ? -1 : TRACKING_STAGES.indexOf(current);
  const last = TRACKING_STAGES.length - 1;
  // The bar runs between the centres of the first and last dots (each column is 1/4 wide).
  const fill = reached <= 0 ? 0 : (reached / last) * 100;
  return (
    <div className={cn("relative", className)}>
      <div
        aria-hidden="true"
        className="absolute top-4 right-[12.5%] left-[12.5%] h-1 -translate-y-1/2 rounded-full bg-neutral-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width]"
          style={{ width: `${fill}%` }}
        />
      </div>
      <ol aria-label="Order progress" className="relative grid grid-cols-4">
        {TRACKING_STAGES.map((stage, index) => {
          const done = index <= reached;
          const isCurrent = index === reached;
          return (
            <li
              key={stage}
              aria-current={isCurrent ? "step" : undefined}
              className="flex flex-col items-center gap-2 text-center"
            >
              <span
                className={cn(
                  "flex size-8 items-center justify-center rounded-full border-2 text-sm font-semibold",
                  done
                    ? "border-brand-600 bg-brand-600 text-white"
                    : "border-neutral-300 bg-white text-neutral-500",
                  isCurrent && "ring-4 ring-brand-100",
                )}
              >
                {done ? <Check aria-hidden="true" className="size-4" strokeWidth={3} /> : index + 1}
              </span>
              <span
                className={cn(
                  "text-xs font-medium sm:text-sm",
                  done ? "text-neutral-900" : "text-neutral-600",
                )}
              >
                {stage}
                <span className="sr-only">{done ? " (done)" : " (not yet)"}</span>
              </span>
              {isCurrent && note ? (
                <span className="-mt-1 rounded-full bg-brand-50 px-2 py-0.5 text-[0.6875rem] font-semibold text-brand-800">
                  <span className="sr-only">, now: </span>
                  {note}
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
