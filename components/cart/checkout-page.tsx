import { cn } from "@/lib/cn";
import { CheckoutSteps, type CheckoutStep } from "./checkout-steps";

/**
 * The frame of a checkout step's page: where the shopper is in checkout, the step's heading
 * (with a line of help under it when there is one) and the step itself.
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
  const heading = "mt-4 text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl";
  return (
    <div className="bg-neutral-50/60">
      <div className={cn("mx-auto px-4 py-6 sm:py-10", narrow ? "max-w-3xl" : "max-w-6xl")}>
        <CheckoutSteps current={step} addOns={addOns} />
        {intro ? (
          <>
            <h1 className={heading}>{title}</h1>
            <p className="mt-2 text-sm leading-6 text-neutral-600 sm:text-base">{intro}</p>
            <div className="mt-6">{children}</div>
          </>
        ) : (
          <>
            <h1 className={cn(heading, "mb-6")}>{title}</h1>
            {children}
          </>
        )}
      </div>
    </div>
  );
}
