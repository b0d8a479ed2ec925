"use client";

import { clsx } from "clsx";
import { Mail } from "@/components/ui/icons/mail";
import { useId, useState, type FormEvent } from "react";
import { checkNewsletterForm, type NewsletterFieldErrors } from "@/lib/newsletter";
import { SubmitButton, errorWiring } from "@/components/ui/form";
import { loadOnce } from "@/lib/load-once";
import { toast } from "@/lib/toast";

/**
 * The sign-up's request, loaded when the shopper first focuses the form (or submits it): the
 * footer is on every page and few shoppers use it. The checks stay, so a mistake shows at once.
 */
const loadSubscribe = loadOnce(() => import("@/lib/api/newsletter"));

const FAILED = "We could not subscribe you right now. Please try again later.";

/**
 * The footer's newsletter sign-up (docs/contract.md, The shop): email, a pre-ticked agreement,
 * SUBSCRIBE. Checked by the same rules as the BFF handler; the email is kept when sign-up fails.
 */
export function NewsletterForm({ className }: { className?: string }) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [agree, setAgree] = useState(true);
  const [errors, setErrors] = useState<NewsletterFieldErrors>({});
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = checkNewsletterForm({ email, agree });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await loadSubscribe().then(
      ({ subscribe }) => subscribe(checked.email),
      () => ({ ok: false, error: null }) as const,
    );
    setBusy(false);
    if (result.ok) {
      toast.success(result.value.message);
      setEmail("");
    } else {
      toast.error(result.error ?? FAILED);
    }
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadSubscribe().catch(() => null)}
      className={clsx("max-w-md", className)}
    >
      <h2 className="text-sm font-semibold tracking-wider text-white uppercase">
        Subscribe to our newsletter
      </h2>
      <p className="mt-1 text-sm text-brand-100/90">Offers, new arrivals and gift ideas.</p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <div className="relative flex-1">
          <label htmlFor={`${id}-email`} className="sr-only">
            Email address
          </label>
          <Mail
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-neutral-400"
          />
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            required
            autoComplete="email"
            placeholder="Your email address"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            {...errorWiring(`${id}-email-error`, errors.email)}
            className="h-11 w-full rounded-full border-0 bg-white pr-4 pl-10 text-base text-neutral-900 placeholder:text-neutral-500 focus:ring-3 focus:ring-brand-200 focus:outline-none aria-invalid:ring-2 aria-invalid:ring-rose-400 sm:text-sm"
          />
        </div>
        <SubmitButton
          busy={busy}
          busyLabel="SUBSCRIBING…"
          disabled={busy}
          className="h-11 shrink-0 rounded-full bg-white px-6 text-sm font-bold tracking-wide text-brand-700 transition-colors hover:bg-brand-100 focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-brand-800 focus-visible:outline-none disabled:opacity-70"
        >
          SUBSCRIBE
        </SubmitButton>
      </div>
      {errors.email && (
        <p id={`${id}-email-error`} role="alert" className="mt-2 text-sm font-medium text-rose-200">
          {errors.email}
        </p>
      )}
      <div className="mt-3 flex items-start gap-2.5">
        <input
          id={`${id}-agree`}
          type="checkbox"
          checked={agree}
          onChange={(event) => setAgree(event.target.checked)}
          {...errorWiring(`${id}-agree-error`, errors.agree)}
          className="mt-0.5 size-4 shrink-0 accent-white"
        />
        <label htmlFor={`${id}-agree`} className="text-xs leading-relaxed text-brand-100/90">
          I agree to receive emails from Uphaar about offers and new gifts. I can unsubscribe at any
          time.
        </label>
      </div>
      {errors.agree && (
        <p id={`${id}-agree-error`} role="alert" className="mt-2 text-sm font-medium text-rose-200">
          {errors.agree}
        </p>
      )}
    </form>
  );
}
