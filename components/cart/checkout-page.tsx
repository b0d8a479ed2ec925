import { FocusOnArrival } from "@/components/ui/focus-on-arrival";
import { cn } from "@/lib/cn";
import { CheckoutSteps, type CheckoutStep } from "./checkout-steps";

const HEADING_ID = "checkout-step-heading";

/**
 * The frame of a checkout step's page: where the shopper is in checkout, the step's heading
 * (with a line of help under it when there is one) and the step itself. Arriving from another
 * page (Add to Cart, Continue), focus moves to the heading rather than the page's body.
 */
export function CheckoutPage({
  step,
  title,
  intro,
  narrow = false,
  addOns = false,
  children,
}: {
  step: CheckoutStep;
  title: string;
  intro?: string;
  /** A single column (the address book) rather than content beside a price panel. */
  narrow?: boolean;
  /** Checkout has the add-ons step (lib/backend/addons.ts showsAddOns). */
  addOns?: boolean;
  children: React.ReactNode;
}) {
  const heading =
    "mt-4 text-2xl font-bold tracking-tight text-neutral-900 focus:outline-none sm:text-3xl";
  return (
    <div className="bg-neutral-50/60">
      <div className={cn("mx-auto px-4 py-6 sm:py-10", narrow ? "max-w-3xl" : "max-w-6xl")}>
        <CheckoutSteps current={step} addOns={addOns} />
        <FocusOnArrival targetId={HEADING_ID} />
        {intro ? (
          <>
            <h1 id={HEADING_ID} tabIndex={-1} className={heading}>
              {title}
            </h1>
            <p className="mt-2 text-sm leading-6 text-neutral-600 sm:text-base">{intro}</p>
            <div className="mt-6">{children}</div>
          </>
        ) : (
          <>
            <h1 id={HEADING_ID} tabIndex={-1} className={cn(heading, "mb-6")}>
              {title}
            </h1>
            {children}
          </>
        )}
      </div>
    </div>
  );
}
