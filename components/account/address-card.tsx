"use client";

import { clsx } from "clsx";
import { Pencil } from "@/components/ui/icons/pencil";
import { Trash2 } from "@/components/ui/icons/trash-2";
import type { MouseEvent } from "react";
import type { Address } from "@/lib/types";

// The hover colours are kept apart, as the delete button has its own (clsx does not merge).
const iconButton =
  "flex size-10 items-center justify-center rounded-full text-neutral-600 transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50";

/** The card's icon buttons, each with its own hover colour. */
const CARD_ACTIONS = [
  { action: "edit", verb: "Edit", Icon: Pencil, hover: "hover:bg-brand-50 hover:text-brand-700" },
  { action: "delete", verb: "Delete", Icon: Trash2, hover: "hover:bg-red-50 hover:text-red-700" },
] as const;

const smallButton =
  "inline-flex min-h-10 items-center justify-center rounded-full px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-wait disabled:opacity-60";

/** "9876543210" as "98765 43210", the way an Indian mobile number is read. */
function spaced(phone: string): string {
  return /^\d{10}$/.test(phone) ? `${phone.slice(0, 5)} ${phone.slice(5)}` : phone;
}

/**
 * One saved address (docs/contract.md, Screens: Addresses): a checkbox to deliver there, the
 * address, a 'Default Billing' tag, and edit and delete buttons; delete asks first, inside the
 * card.
 */
export function AddressCard({
  address,
  selected,
  onSelect,
  onChoose,
  onEdit,
  confirming,
  onAskDelete,
  onCancelDelete,
  onDelete,
  deleting,
  focusOn,
}: {
  address: Address;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  /** A tap anywhere else on the card: delivers here (the checkbox alone also un-ticks). */
  onChoose: () => void;
  onEdit: () => void;
  /** True while the card asks "Delete this address?". */
  confirming: boolean;
  onAskDelete: () => void;
  onCancelDelete: () => void;
  onDelete: () => void;
  deleting: boolean;
  /** The control to focus when the card appears (after a form or a question closed). */
  focusOn?: "edit" | "delete";
}) {
  const checkboxId = `address-${address.id}`;
  const detailsId = `${checkboxId}-details`;
  // The checkbox is the control for keyboards and screen readers; the rest of the card is a wider
  // target for a finger or a mouse, so it is not a control of its own.
  const choose = (event: MouseEvent<HTMLDivElement>) => {
    if (confirming || (event.target as Element).closest("button, input, label, a")) return;
    onChoose();
  };
  return (
    <div
      onClick={choose}
      className={clsx(
        "cursor-pointer rounded-2xl border bg-white p-4 shadow-sm transition-colors sm:p-5",
        selected ? "border-brand-600 ring-2 ring-brand-100" : "border-neutral-200",
      )}
    >
      <div className="flex items-start gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          aria-describedby={detailsId}
          className="mt-1 size-5 shrink-0 cursor-pointer accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <label
              htmlFor={checkboxId}
              // Like the rest of the card, the name chooses; only the checkbox itself un-ticks.
              onClick={(event) => {
                if (selected) event.preventDefault();
              }}
              className="cursor-pointer text-base font-semibold text-neutral-900"
            >
              Deliver to {address.fullName}
            </label>
            {address.isDefaultBilling ? (
              <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
                Default Billing
              </span>
            ) : null}
          </div>
          <div id={detailsId} className="mt-1.5 text-sm leading-6 text-neutral-700">
            <p className="break-words">
              {address.address}, {address.city}, {address.state} {address.pin}, {address.country}
            </p>
            <p>
              Phone: {spaced(address.phoneNumber)}
              {address.alternatephone ? `, ${spaced(address.alternatephone)}` : ""}
            </p>
          </div>
        </div>
        {confirming ? null : (
          <div className="-mt-1.5 -mr-1.5 flex shrink-0">
            {CARD_ACTIONS.map(({ action, verb, Icon, hover }) => (
              <button
                key={action}
                type="button"
                onClick={action === "edit" ? onEdit : onAskDelete}
                autoFocus={focusOn === action}
                aria-label={`${verb} address of ${address.fullName}`}
                className={clsx(iconButton, hover)}
              >
                <Icon aria-hidden="true" className="size-4.5" />
              </button>
            ))}
          </div>
        )}
      </div>
      {confirming ? (
        <div
          role="group"
          aria-label={`Delete address of ${address.fullName}`}
          className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-red-50 px-4 py-3"
        >
          <p className="text-sm font-semibold text-red-900">Delete this address?</p>
          <div className="flex gap-2">
            <button
              type="button"
              onClick={onCancelDelete}
              disabled={deleting}
              autoFocus
              className={clsx(smallButton, "border border-neutral-300 bg-white text-neutral-800")}
            >
              No
            </button>
            <button
              type="button"
              onClick={onDelete}
              disabled={deleting}
              aria-busy={deleting || undefined}
              className={clsx(smallButton, "bg-red-700 text-white hover:bg-red-800")}
            >
              {deleting ? "Deleting..." : "Yes"}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
