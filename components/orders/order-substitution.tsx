import { Replace } from "@/components/ui/icons/replace";
import { cn } from "@/lib/cn";
import {
  SUBSTITUTION_LABELS,
  SUBSTITUTION_QUESTION,
  type SubstitutionChoice,
} from "@giftshop/shared/substitution";

/**
 * The shopper's answer for a cake or flowers (docs/after-the-order.md, "Substitution"), in the
 * words checkout asked it; nothing when the order was not asked.
 */
export function OrderSubstitution({
  substitution,
  className,
}: {
  substitution: SubstitutionChoice | null;
  className?: string;
}) {
  if (!substitution) return null;
  return (
    <p className={cn("flex gap-1.5 text-sm text-neutral-700", className)}>
      <Replace aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-neutral-500" />
      <span>
        {SUBSTITUTION_QUESTION}:{" "}
        <strong className="font-semibold text-neutral-900">
          {SUBSTITUTION_LABELS[substitution]}
        </strong>
      </span>
    </p>
  );
}
