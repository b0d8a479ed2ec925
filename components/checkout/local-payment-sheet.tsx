import { CircleCheck } from "@/components/ui/icons/circle-check";
import { FlaskConical } from "@/components/ui/icons/flask-conical";
import { LockKeyhole } from "@/components/ui/icons/lock-keyhole";
import { SearchX } from "@/components/ui/icons/search-x";
import { TriangleAlert } from "@/components/ui/icons/triangle-alert";
import Link from "next/link";
import { buttonStyles } from "@/components/ui/button-styles";
import { formatINR } from "@giftshop/shared/money";
import { LocalPaymentForm } from "./local-payment-form";
import { PATHS } from "@/lib/routing/paths";

export type LocalPaymentState =
  | { kind: "open"; orderId: string; amount: number }
  | { kind: "paid"; orderId: string; amount: number }
  | { kind: "not-found" }
  | { kind: "error" };

/** The local provider's sheet: a payment window's look, with the amount and the controls. */
export function LocalPaymentSheet({ state }: { state: LocalPaymentState }) {
  return (
    <section
      aria-labelledby="payment-heading"
      className="overflow-hidden rounded-3xl bg-white shadow-xl ring-1 ring-neutral-900/5"
    >
      <header className="bg-linear-to-br from-brand-800 via-brand-700 to-brand-600 px-6 pt-5 pb-6 text-white">
        <p className="flex items-center gap-2 text-sm font-semibold text-white/90">
          <span className="flex size-7 items-center justify-center rounded-full bg-white/15">
            <LockKeyhole aria-hidden="true" className="size-3.5" />
          </span>
          <span>Uphaar · Secure test payment</span>
        </p>
        {state.kind === "open" || state.kind === "paid" ? (
          <>
            <h1 id="payment-heading" className="mt-5 text-sm font-medium text-white/80">
              {state.kind === "paid" ? "Amount paid" : "Amount to pay"}
            </h1>
            <p className="mt-1 text-4xl font-bold tracking-tight tabular-nums">
              {formatINR(state.amount)}
            </p>
            <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-amber-300 px-2.5 py-1 text-xs font-bold text-amber-950">
              <FlaskConical aria-hidden="true" className="size-3.5" />
              Test mode: no money moves
            </p>
          </>
        ) : (
          <h1 id="payment-heading" className="mt-5 text-2xl font-bold">
            {state.kind === "not-found" ? "Payment not found" : "Payment unavailable"}
          </h1>
        )}
      </header>

      <div className="px-6 py-6">
        {state.kind === "open" ? (
          <LocalPaymentForm orderId={state.orderId} amount={state.amount} />
        ) : state.kind === "paid" ? (
          <Outcome
            icon={<CircleCheck aria-hidden="true" className="size-6 text-green-700" />}
            text="This payment is already complete, and its order has been placed."
            action={{ href: PATHS.orders, label: "View my orders" }}
          />
        ) : state.kind === "not-found" ? (
          <Outcome
            icon={<SearchX aria-hidden="true" className="size-6 text-neutral-500" />}
            text="This payment was not found. It may belong to another account, or the link is incomplete."
            action={{ href: PATHS.orderSummary, label: "Back to order summary" }}
          />
        ) : (
          <Outcome
            icon={<TriangleAlert aria-hidden="true" className="size-6 text-amber-600" />}
            text="We could not load this payment just now. Your cart is unchanged; please go back and try again."
            action={{ href: PATHS.orderSummary, label: "Back to order summary" }}
          />
        )}
      </div>
    </section>
  );
}

function Outcome({
  icon,
  text,
  action,
}: {
  icon: React.ReactNode;
  text: string;
  action: { href: string; label: string };
}) {
  return (
    <div>
      <div className="flex gap-3">
        {icon}
        <p className="text-sm leading-6 text-neutral-700">{text}</p>
      </div>
      <Link href={action.href} className={buttonStyles({ className: "mt-5 w-full" })}>
        {action.label}
      </Link>
    </div>
  );
}
