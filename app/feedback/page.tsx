import type { Metadata } from "next";
import { CloseButton } from "@/components/feedback/close-button";
import { FeedbackForm } from "@/components/feedback/feedback-form";
import { PATHS } from "@/lib/routing/paths";
import { SUPPORT } from "@/lib/shop";

export const metadata: Metadata = {
  title: "Feedback",
  description:
    "Tell Uphaar what you loved, what went wrong, or what we should stock next. We read every message.",
  alternates: { canonical: PATHS.feedback },
};

export default function FeedbackPage() {
  return (
    <div className="bg-linear-to-b from-brand-50 to-white px-4 py-8 sm:py-14">
      <div className="relative mx-auto max-w-lg rounded-3xl border border-neutral-200 bg-white p-5 shadow-lg shadow-brand-100/60 sm:p-8">
        <div className="absolute top-3 right-3 sm:top-5 sm:right-5">
          <CloseButton />
        </div>
        <h1 className="pr-12 text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">
          Share your feedback
        </h1>
        <p className="mt-2 text-sm leading-6 text-neutral-600 sm:text-base">
          Tell us what you loved, what went wrong, or what we should stock next. We read every
          message, and reply within {SUPPORT.firstReplyHours} hours when you need an answer.
        </p>
        <div className="mt-5">
          <FeedbackForm />
        </div>
      </div>
    </div>
  );
}
