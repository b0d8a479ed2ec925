"use client";

import { clsx } from "clsx";
import { Star } from "@/components/ui/icons/star";
import { useRouter } from "next/navigation";
import { useId, useRef, useState, type FormEvent } from "react";
import { FieldError, SubmitButton, errorWiring } from "@/components/ui/form";
import { postReview } from "@/lib/api/reviews";
import { COMMENT_MAX, DEFAULT_RATING, MAX_RATING, NAME_MAX } from "@giftshop/shared/limits/review";
import { toast } from "@/lib/toast";
import type { ReviewField } from "@/lib/validations/review";

/** The toast after a review was saved. */
export const REVIEW_THANKS = "Thanks for your review!";
const SAVE_FAILED = "Your review could not be saved. Please try again.";

const RATING_WORDS = ["Poor", "Fair", "Good", "Very good", "Excellent"] as const;
const STARS = Array.from({ length: MAX_RATING }, (_, index) => index + 1);

/** The shared schema (zod), fetched when the shopper first uses the form. */
const loadSchema = () => import("@/lib/validations/review");

const inputClass =
  "block w-full rounded-xl border border-neutral-300 bg-white px-3.5 py-2.5 text-base text-neutral-900 shadow-xs placeholder:text-neutral-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-invalid:border-red-600 aria-invalid:ring-red-100";

/**
 * Name (required), 1–5 stars (3 to start) and an optional comment. Sends to /api/reviews, then
 * thanks the shopper, clears itself and reloads the page's reviews (docs/contract.md, Behaviour).
 */
export function ReviewForm({ productId }: { productId: string }) {
  const router = useRouter();
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const [userName, setUserName] = useState("");
  const [rating, setRating] = useState<number>(DEFAULT_RATING);
  const [comment, setComment] = useState("");
  const [errors, setErrors] = useState<Partial<Record<ReviewField, string>>>({});
  const [sending, setSending] = useState(false);
  // Set at once on submit: the schema may still be loading, and a second click must wait.
  const submitting = useRef(false);

  const errorId = (field: ReviewField) => `${id}-${field}-error`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    try {
      await validateAndSend();
    } finally {
      submitting.current = false;
    }
  }

  async function validateAndSend() {
    let schema: Awaited<ReturnType<typeof loadSchema>>;
    try {
      schema = await loadSchema();
    } catch {
      toast.error(SAVE_FAILED);
      return;
    }
    const parsed = schema.reviewFormSchema.safeParse({ userName, rating, comment });
    if (!parsed.success) {
      const fieldErrors = schema.reviewFieldErrors(parsed.error);
      setErrors(fieldErrors);
      // docs/contract.md, Validation: without a name nothing is sent; the shopper is taken to the
      // field.
      if (fieldErrors.userName) nameRef.current?.focus();
      return;
    }
    setErrors({});
    setSending(true);
    const saved = await postReview(productId, parsed.data);
    setSending(false);
    if (!saved.ok) {
      // A refusal (4xx) says why in shopper's words; a server failure may not, so stay generic.
      const refused = saved.status >= 400 && saved.status < 500;
      toast.error((refused && saved.error) || SAVE_FAILED);
      return;
    }
    toast.success(REVIEW_THANKS);
    setUserName("");
    setRating(DEFAULT_RATING);
    setComment("");
    router.refresh();
  }

  return (
    <form
      onSubmit={onSubmit}
      // Fetches the schema as soon as the shopper starts on the form, ready for the submit.
      onFocus={() => void loadSchema().catch(() => undefined)}
      noValidate
      aria-labelledby={`${id}-title`}
      className="rounded-2xl bg-neutral-50 p-4 ring-1 ring-neutral-200 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-neutral-900">
        Write a review
      </h2>
      <p className="mt-1 text-sm text-neutral-600">Share how your gift was received.</p>

      <div className="mt-5">
        <label htmlFor={`${id}-name`} className="text-sm font-semibold text-neutral-900">
          Your name{" "}
          <span className="text-red-700" aria-hidden>
            *
          </span>
        </label>
        <input
          ref={nameRef}
          id={`${id}-name`}
          name="userName"
          type="text"
          autoComplete="name"
          required
          maxLength={NAME_MAX}
          value={userName}
          onChange={(event) => setUserName(event.target.value)}
          {...errorWiring(errorId("userName"), errors.userName)}
          className={clsx(inputClass, "mt-1.5")}
        />
        <FieldError id={errorId("userName")} error={errors.userName} />
      </div>

      <fieldset className="mt-5" aria-describedby={errors.rating ? errorId("rating") : undefined}>
        <legend className="text-sm font-semibold text-neutral-900">Your rating</legend>
        <div className="mt-1.5 flex items-center gap-3">
          <div className="flex">
            {STARS.map((star) => (
              <label key={star} className="cursor-pointer p-1">
                <input
                  type="radio"
                  name="rating"
                  value={star}
                  checked={rating === star}
                  onChange={() => setRating(star)}
                  className="peer sr-only"
                />
                <Star
                  aria-hidden
                  strokeWidth={1.5}
                  className={clsx(
                    "size-8 rounded transition peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600",
                    star <= rating
                      ? "fill-amber-400 text-amber-500"
                      : "text-neutral-300 hover:text-amber-400",
                  )}
                />
                <span className="sr-only">{star === 1 ? "1 star" : `${star} stars`}</span>
              </label>
            ))}
          </div>
          <span className="text-sm font-medium text-neutral-700" aria-hidden>
            {RATING_WORDS[rating - 1]}
          </span>
        </div>
        <FieldError id={errorId("rating")} error={errors.rating} />
      </fieldset>

      <div className="mt-5">
        <label htmlFor={`${id}-comment`} className="text-sm font-semibold text-neutral-900">
          Your review <span className="font-normal text-neutral-500">(optional)</span>
        </label>
        <textarea
          id={`${id}-comment`}
          name="comment"
          rows={4}
          maxLength={COMMENT_MAX}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          {...errorWiring(errorId("comment"), errors.comment)}
          placeholder="What did you or your loved one like?"
          className={clsx(inputClass, "mt-1.5 resize-y")}
        />
        <FieldError id={errorId("comment")} error={errors.comment} />
      </div>

      <SubmitButton
        busy={sending}
        busyLabel="Submitting..."
        disabled={sending}
        className="mt-5 inline-flex min-h-12 w-full items-center justify-center rounded-xl bg-brand-600 px-6 text-sm font-semibold text-white transition hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
      >
        Submit Review
      </SubmitButton>
    </form>
  );
}
