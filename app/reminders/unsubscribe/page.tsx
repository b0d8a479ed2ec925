import { Suspense } from "react";
import { UnsubscribeConfirm } from "@/components/account/unsubscribe-confirm";
import { privatePageMetadata } from "@/lib/seo/private-page";

export const metadata = privatePageMetadata("Stop occasion reminders");

/**
 * /reminders/unsubscribe?token=…: where a reminder mail's unsubscribe link lands
 * (docs/after-the-order.md "Occasion reminders"). Opening it changes nothing, since mail
 * scanners open links too; the shopper confirms with one button. The page is the same for
 * everyone: the token is read in the browser.
 */
export default function ReminderUnsubscribePage() {
  return (
    <div className="bg-linear-to-b from-brand-50 to-white px-4 py-8 sm:py-14">
      <div className="mx-auto max-w-lg rounded-3xl border border-neutral-200 bg-white p-5 shadow-lg shadow-brand-100/60 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">
          Stop occasion reminders
        </h1>
        <Suspense fallback={<p className="mt-3 text-neutral-600">Loading…</p>}>
          <UnsubscribeConfirm />
        </Suspense>
      </div>
    </div>
  );
}
