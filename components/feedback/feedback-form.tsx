"use client";

import { clsx } from "clsx";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { CircleAlert } from "@/components/ui/icons/circle-alert";
import { CircleCheck } from "@/components/ui/icons/circle-check";
import { sendFeedback } from "@/lib/api/feedback";
import { waitOf } from "@/lib/api/request";
import {
  EMAIL_INPUT,
  FieldError,
  FormError,
  SubmitButton,
  errorWiring,
} from "@/components/ui/form";
import { toast } from "@/lib/toast";
import {
  FEEDBACK_FAILURE,
  FEEDBACK_LIMITS,
  FEEDBACK_SUCCESS,
  type FeedbackErrors,
  type FeedbackField,
  validateFeedback,
} from "@/lib/validations/feedback";
import { useHydrated } from "./use-hydrated";
import { PATHS } from "@/lib/routing/paths";

/**
 * How long the success message stays before the shopper is taken home (docs/contract.md,
 * Behaviour).
 */
const REDIRECT_AFTER_MS = 2000;

type Status = "idle" | "submitting" | "success" | "failed";

const FIELDS: FeedbackField[] = ["name", "email", "message"];

const inputClass =
  "block w-full rounded-xl border bg-white px-4 py-3 text-base text-neutral-900 placeholder:text-neutral-400 focus:ring-4 focus:outline-none";

/** A field's label above its control and its error below it, tied by the field's name. */
function Labelled({
  name,
  label,
  error,
  children,
}: {
  name: FeedbackField;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={`feedback-${name}`} className="block text-sm font-semibold text-neutral-900">
        {label}
      </label>
      {children}
      <FieldError id={`feedback-${name}-error`} error={error} />
    </div>
  );
}

/** The feedback form: validates in the browser, posts to /api/feedback, then goes home. */
export function FeedbackForm() {
  const router = useRouter();
  const hydrated = useHydrated();
  const [values, setValues] = useState<Record<FeedbackField, string>>({
    name: "",
    email: "",
    message: "",
  });
  const [errors, setErrors] = useState<FeedbackErrors>({});
  const [status, setStatus] = useState<Status>("idle");
  const [wait, setWait] = useState<string | null>(null);
  const successRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (status !== "success") return;
    successRef.current?.focus();
    const timer = setTimeout(() => router.push(PATHS.home), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [status, router]);

  function change(field: FeedbackField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a field shows an error, re-check it as the shopper types so the error clears.
    if (errors[field]) {
      const result = validateFeedback(next);
      setErrors((current) => ({
        ...current,
        [field]: result.ok ? undefined : result.errors[field],
      }));
    }
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (status === "submitting" || status === "success") return;
    const result = validateFeedback(values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = FIELDS.find((field) => result.errors[field]);
      // Focus moves to the first bad field, whose error is read with it (aria-describedby).
      if (first) form.querySelector<HTMLElement>(`#feedback-${first}`)?.focus();
      return;
    }
    setErrors({});
    setWait(null);
    setStatus("submitting");
    const sent = await sendFeedback(result.data);
    if (!sent.ok) {
      setWait(waitOf(sent));
      setStatus("failed");
      toast.error(FEEDBACK_FAILURE);
      return;
    }
    setStatus("success");
    toast.success(FEEDBACK_SUCCESS);
  }

  if (status === "success") {
    return (
      <div
        ref={successRef}
        tabIndex={-1}
        className="flex flex-col items-center rounded-2xl bg-green-50 px-6 py-10 text-center outline-none"
      >
        <CircleCheck aria-hidden="true" className="size-12 text-green-700" />
        <p className="mt-4 text-lg font-semibold text-neutral-900">{FEEDBACK_SUCCESS}</p>
        <p className="mt-1 text-sm text-neutral-600">
          Thank you for helping us improve. Taking you back to the home page…
        </p>
      </div>
    );
  }

  const busy = status === "submitting";
  // The props every field shares: value, limits, and the error wiring for screen readers.
  const field = (name: FeedbackField, extraClass: string) => ({
    id: `feedback-${name}`,
    name,
    value: values[name],
    required: true,
    maxLength: FEEDBACK_LIMITS[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      change(name, event.target.value),
    ...errorWiring(`feedback-${name}-error`, errors[name]),
    className: clsx(
      inputClass,
      extraClass,
      errors[name]
        ? "border-red-600 focus:border-red-600 focus:ring-red-100"
        : "border-neutral-300 focus:border-brand-600 focus:ring-brand-100",
    ),
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <p className="text-sm text-neutral-600">All fields are required.</p>
      <Labelled name="name" label="Name" error={errors.name}>
        <input {...field("name", "mt-1.5 min-h-12")} type="text" autoComplete="name" />
      </Labelled>

      <Labelled name="email" label="Email" error={errors.email}>
        <input {...field("email", "mt-1.5 min-h-12")} {...EMAIL_INPUT} />
      </Labelled>

      <Labelled name="message" label="Message" error={errors.message}>
        <textarea {...field("message", "mt-1.5 min-h-32 resize-y")} rows={5} />
      </Labelled>

      {status === "failed" ? (
        <FormError className="flex items-start gap-2 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {FEEDBACK_FAILURE}{" "}
            {wait
              ? `${wait} Your message is still here.`
              : "Your message is still here; please try again in a moment."}
          </span>
        </FormError>
      ) : null}

      <SubmitButton
        busy={busy}
        busyLabel="Submitting..."
        disabled={!hydrated}
        aria-disabled={busy || undefined}
        className={clsx(
          "inline-flex min-h-12 w-full items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
          busy && "cursor-wait opacity-80",
        )}
      >
        Submit feedback
      </SubmitButton>
    </form>
  );
}
