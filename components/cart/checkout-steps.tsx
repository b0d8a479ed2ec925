import { ChevronRight } from "@/components/ui/icons/chevron-right";
import Link from "next/link";
import { cn } from "@/lib/cn";
import { PATHS } from "@/lib/routing/paths";

const STEPS = [
  { label: "Cart", href: PATHS.cart },
  { label: "Add-ons", href: PATHS.addOns },
  { label: "Address", href: PATHS.addAddress },
  { label: "Summary", href: null },
] as const;

export type CheckoutStep = (typeof STEPS)[number]["label"];

/**
 * Where the shopper is in checkout: Cart › Add-ons › Address › Summary, earlier steps as links.
 * The Add-ons step is there only when the backend offers add-ons (docs/gifting.md).
 */
export function CheckoutSteps({
  current,
  addOns = false,
}: {
  current: CheckoutStep;
  addOns?: boolean;
}) {
  const steps = STEPS.filter((step) => addOns || step.label !== "Add-ons");
  const at = steps.findIndex((step) => step.label === current);
  return (
    <nav aria-label="Checkout steps">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-neutral-600">
        {steps.map((step, index) => (
          <li key={step.label} className="flex items-center gap-1.5">
            {index > 0 ? <ChevronRight aria-hidden="true" className="size-3.5" /> : null}
            {index < at && step.href ? (
              <Link
                href={step.href}
                className="rounded hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {step.label}
              </Link>
            ) : (
              <span
                aria-current={index === at ? "step" : undefined}
                className={cn(index === at && "font-semibold text-brand-700")}
              >
                {step.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
