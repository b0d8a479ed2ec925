"use client";

import { useState, type FormEvent } from "react";
import type { NotificationChannels } from "@giftshop/shared/notification-channels";
import { buttonStyles } from "@/components/ui/button-styles";
import { FormError, SubmitButton } from "@/components/ui/form";
import { notificationsApi } from "@/lib/api/notifications";
import { clsx } from "clsx";
import { toast } from "@/lib/toast";
import type { OrderUpdateChannels } from "@/lib/types";

const SAVE_FAILED = "We could not save your order updates. Please try again.";

const CHOICES: { key: keyof NotificationChannels; label: string; text: boolean }[] = [
  { key: "mail", label: "Email", text: false },
  { key: "sms", label: "SMS", text: true },
  { key: "whatsapp", label: "WhatsApp", text: true },
];

/**
 * The channels of order updates as checkboxes: email on unless turned off, SMS and WhatsApp to
 * the profile's mobile number only when turned on (and offered only when there is one).
 */
export function OrderUpdatesForm({ initial }: { initial: OrderUpdateChannels }) {
  const [channels, setChannels] = useState(initial.channels);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { mobile } = initial;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const answer = await notificationsApi.save(channels);
    setBusy(false);
    if (!answer.ok) {
      setError(answer.error ?? SAVE_FAILED);
      return;
    }
    setChannels(answer.value.channels);
    toast.success("Order updates saved");
  }

  return (
    <form onSubmit={save} className="mt-4" noValidate>
      <fieldset>
        <legend className="text-sm font-medium text-neutral-800">Tell me by</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {CHOICES.map(({ key, label, text }) => (
            <label
              key={key}
              className={clsx(
                "flex min-h-10 items-center gap-2 text-base text-neutral-900",
                text && !mobile && "text-neutral-500",
              )}
            >
              <input
                type="checkbox"
                name={key}
                checked={channels[key]}
                disabled={text && !mobile}
                aria-describedby={text && !mobile ? "order-updates-mobile" : undefined}
                onChange={(change) => setChannels({ ...channels, [key]: change.target.checked })}
                className="size-5 accent-brand-700"
              />
              {label}
            </label>
          ))}
        </div>
        {mobile ? (
          <p className="mt-2 text-sm text-neutral-600">
            SMS and WhatsApp go to the mobile number in your profile.
          </p>
        ) : (
          <p id="order-updates-mobile" className="mt-2 text-sm text-neutral-600">
            Add a 10-digit mobile number to your profile to get updates by SMS or WhatsApp.
          </p>
        )}
      </fieldset>
      {error ? <FormError className="mt-3 text-sm text-red-700">{error}</FormError> : null}
      <SubmitButton
        busy={busy}
        busyLabel="Saving…"
        disabled={busy}
        className={clsx(buttonStyles({ variant: "secondary" }), "mt-4 min-h-10 px-4 text-sm")}
      >
        Save order updates
      </SubmitButton>
    </form>
  );
}
