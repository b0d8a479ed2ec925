"use client";

import { clsx } from "clsx";
import { BellOff } from "@/components/ui/icons/bell-off";
import { CalendarHeart } from "@/components/ui/icons/calendar-heart";
import { Gift } from "@/components/ui/icons/gift";
import { Plus } from "@/components/ui/icons/plus";
import { Trash2 } from "@/components/ui/icons/trash-2";
import Link from "next/link";
import { useState } from "react";
import { MAX_OCCASIONS, type OccasionInput } from "@giftshop/shared/occasions";
import { recipientBySlug } from "@giftshop/shared/recipients";
import { buttonStyles } from "@/components/ui/button-styles";
import { occasionsApi } from "@/lib/api/occasions";
import { occasionGiftsPath, occasionTitle, occasionWhen } from "@/lib/occasions";
import { toast } from "@/lib/toast";
import type { Occasion } from "@/lib/types";
import { OccasionForm, EMPTY_OCCASION, type OccasionFormValues } from "./occasion-form";

const SAVE_FAILED = "We could not save the occasion. Please try again.";
const DELETE_FAILED = "We could not delete the occasion. Please try again.";

/** A form filled from an order ("Remind me next year" on the orders page). */
export interface OccasionPrefill {
  values: OccasionFormValues;
  orderId: string;
}

/** "Next: Sat, 14 Aug 2027" for 2027-08-14. */
function nextLabel(date: string): string {
  const words = new Intl.DateTimeFormat("en-IN", {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
  return `Next: ${words}`;
}

/**
 * The profile's Occasions card (docs/after-the-order.md "Occasion reminders"): the shopper's
 * saved days, a form to add one (open and filled in when they came from an order), and a
 * delete button on each.
 */
export function OccasionsSection({
  initial,
  prefill,
}: {
  initial: Occasion[];
  prefill: OccasionPrefill | null;
}) {
  const [occasions, setOccasions] = useState(initial);
  const [adding, setAdding] = useState(prefill !== null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const full = occasions.length >= MAX_OCCASIONS;

  const save = async (input: OccasionInput) => {
    const orderId = adding && prefill ? prefill.orderId : undefined;
    const answer = await occasionsApi.add({ ...input, ...(orderId ? { orderId } : {}) });
    if (!answer.ok) {
      toast.error(answer.error ?? SAVE_FAILED);
      return false;
    }
    setOccasions(answer.value.occasions);
    setAdding(false);
    toast.success("Occasion saved. We will remind you 7 days and 1 day before.");
    return true;
  };

  const remove = async (occasion: Occasion) => {
    setDeleting(occasion.id);
    const answer = await occasionsApi.remove(occasion.id);
    setDeleting(null);
    if (!answer.ok) {
      toast.error(answer.error ?? DELETE_FAILED);
      return;
    }
    setOccasions(answer.value.occasions);
    toast.success(`${occasionTitle(occasion)} deleted`);
  };

  return (
    <section
      id="occasions"
      aria-labelledby="occasions-heading"
      className="scroll-mt-24 rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="occasions-heading" className="text-lg font-semibold text-neutral-900">
          Occasions
        </h2>
        {adding || full ? null : (
          <button
            type="button"
            onClick={() => setAdding(true)}
            className={clsx(buttonStyles({ variant: "secondary" }), "min-h-10 px-4 text-sm")}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add an occasion
          </button>
        )}
      </div>
      <p className="mt-1 text-sm text-neutral-600">
        Birthdays and anniversaries you want to remember: we mail you a week and a day before, with
        gift ideas.
      </p>
      {full ? (
        <p className="mt-2 text-sm text-neutral-600">
          You have {MAX_OCCASIONS} occasions, the most we keep. Delete one to add another.
        </p>
      ) : null}

      {adding ? (
        <OccasionForm
          initial={prefill?.values ?? EMPTY_OCCASION}
          fromOrder={prefill?.orderId ?? null}
          onSave={save}
          onCancel={() => setAdding(false)}
        />
      ) : null}

      {occasions.length === 0 ? (
        <p className="mt-4 flex items-center gap-2 text-sm text-neutral-600">
          <CalendarHeart aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
          No occasions saved yet.
        </p>
      ) : (
        <ul aria-label="Your occasions" className="mt-4 divide-y divide-neutral-100">
          {occasions.map((occasion) => (
            <OccasionRow
              key={occasion.id}
              occasion={occasion}
              busy={deleting === occasion.id}
              onDelete={() => void remove(occasion)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function OccasionRow({
  occasion,
  busy,
  onDelete,
}: {
  occasion: Occasion;
  busy: boolean;
  onDelete: () => void;
}) {
  const title = occasionTitle(occasion);
  const relation = occasion.recipient ? recipientBySlug(occasion.recipient)?.label : undefined;
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-semibold break-words text-neutral-900">
          {title}
          {relation ? <span className="font-normal text-neutral-600"> · {relation}</span> : null}
        </p>
        <p className="text-sm text-neutral-700">{occasionWhen(occasion)}</p>
        {occasion.nextDate ? (
          <p className="text-sm text-neutral-600">{nextLabel(occasion.nextDate)}</p>
        ) : (
          <p className="text-sm text-neutral-600">This day has passed.</p>
        )}
        {occasion.reminders ? null : (
          <p className="mt-1 inline-flex items-center gap-1 rounded-full bg-neutral-100 px-2 py-0.5 text-xs font-semibold text-neutral-700">
            <BellOff aria-hidden="true" className="size-3.5" />
            Reminders stopped (unsubscribed)
          </p>
        )}
      </div>
      <div className="flex items-center gap-2">
        <Link
          href={occasionGiftsPath(occasion)}
          className="inline-flex min-h-10 items-center gap-1.5 rounded px-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <Gift aria-hidden="true" className="size-4" />
          Gift ideas<span className="sr-only"> for {title}</span>
        </Link>
        <button
          type="button"
          onClick={onDelete}
          disabled={busy}
          aria-busy={busy || undefined}
          aria-label={`Delete ${title}`}
          className="inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg text-neutral-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50"
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
    </li>
  );
}
