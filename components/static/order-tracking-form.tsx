import Form from "next/form";
import { Search } from "@/components/ui/icons/search";
import { cn } from "@/lib/cn";
import { PATHS } from "@/lib/routing/paths";

/**
 * The Order ID form. A GET form handled by the page itself, so it works before (or without)
 * JavaScript; with it, next/form navigates without a full reload.
 */
export function OrderTrackingForm({ value, error }: { value: string; error: string | null }) {
  return (
    <Form action={PATHS.orderTracking} noValidate className="max-w-xl">
      <label htmlFor="orderId" className="block text-sm font-semibold text-neutral-900">
        Order ID
      </label>
      <p id="orderId-hint" className="mt-1 text-sm text-neutral-600">
        You will find it in your order confirmation email and on My Orders.
      </p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row">
        <input
          // Uncontrolled, so a new URL (another search, or the bare page) must reset it.
          key={value}
          id="orderId"
          name="orderId"
          type="text"
          defaultValue={value}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={80}
          placeholder="e.g. 66a1f0c2b7e4d91234567890"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "orderId-error orderId-hint" : "orderId-hint"}
          className={cn(
            "min-h-12 w-full min-w-0 flex-1 rounded-xl border bg-white px-4 text-base text-neutral-900 placeholder:text-neutral-400 focus:ring-4 focus:outline-none",
            error
              ? "border-red-600 focus:border-red-600 focus:ring-red-100"
              : "border-neutral-300 focus:border-brand-600 focus:ring-brand-100",
          )}
        />
        <button
          type="submit"
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-brand-600 px-6 font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <Search aria-hidden="true" className="size-4" />
          Track order
        </button>
      </div>
      {error ? (
        <p id="orderId-error" role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </Form>
  );
}
