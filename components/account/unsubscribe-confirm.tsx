"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { buttonStyles } from "@/components/ui/button-styles";
import { FormError } from "@/components/ui/form";
import { occasionsApi } from "@/lib/api/occasions";
import { occasionTitle } from "@/lib/occasions";
import { PATHS } from "@/lib/routing/paths";

type State =
  | { step: "ask" }
  | { step: "sending" }
  | { step: "done"; title: string }
  | { step: "failed"; error: string };

const FAILED = "We could not unsubscribe you just now. Please try again in a moment.";

/**
 * The unsubscribe page's question and answer: one button stops the reminders of the occasion the
 * mail was about; the shopper's other occasions keep theirs.
 */
export function UnsubscribeConfirm() {
  const token = useSearchParams().get("token") ?? "";
  const [state, setState] = useState<State>({ step: "ask" });

  if (!token) {
    return (
      <p className="mt-3 text-neutral-700">
        This unsubscribe link is not complete. Please open it again from the reminder mail, or
        delete the occasion under{" "}
        <Link href={PATHS.profile} className="font-semibold text-brand-700 underline">
          My Account
        </Link>
        .
      </p>
    );
  }

  if (state.step === "done") {
    return (
      <div role="status" className="mt-3 space-y-3 text-neutral-700">
        <p>
          You are unsubscribed. We will not mail you about {state.title} again; your other occasions
          still get their reminders.
        </p>
        <p>
          <Link href={PATHS.profile} className="font-semibold text-brand-700 underline">
            See your occasions
          </Link>
        </p>
      </div>
    );
  }

  const confirm = async () => {
    setState({ step: "sending" });
    const answer = await occasionsApi.unsubscribe(token);
    setState(
      answer.ok
        ? { step: "done", title: occasionTitle(answer.value) }
        : { step: "failed", error: answer.error ?? FAILED },
    );
  };

  return (
    <div className="mt-3 space-y-4">
      <p className="text-neutral-700">
        Stop the reminder mails for this occasion? Your other occasions keep theirs.
      </p>
      {state.step === "failed" ? (
        <FormError className="text-sm font-medium text-red-700">{state.error}</FormError>
      ) : null}
      <button
        type="button"
        onClick={() => void confirm()}
        disabled={state.step === "sending"}
        aria-busy={state.step === "sending" || undefined}
        className={buttonStyles()}
      >
        {state.step === "sending" ? "Unsubscribing..." : "Unsubscribe"}
      </button>
    </div>
  );
}
