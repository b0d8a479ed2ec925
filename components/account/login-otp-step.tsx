"use client";

import { ArrowLeft } from "@/components/ui/icons/arrow-left";
import { useRouter } from "next/navigation";
import { accountApi } from "@/lib/api/account";
import { verifyLoginCode } from "@/lib/api/sign-in";
import { LOGIN_OTP_FAILED, OTP_RESEND_FAILED } from "@/lib/validations/account";
import { enterAfterSignIn } from "./after-sign-in";
import { CodeForm, ResendCodeButton } from "./code-form";
import { textButtonClass } from "./text-button";
import { useCodeEntry } from "./use-code-entry";

/**
 * The login's second step (docs/contract.md, Screens: Account; Behaviour): the 6-digit code mailed
 * to `email`. The credentials are kept only in memory, to ask for a fresh code.
 */
export function LoginOtpStep({
  email,
  password,
  next,
  onBack,
}: {
  email: string;
  password: string;
  /** Where to go once signed in; already checked to be a path on this site. */
  next: string;
  onBack: () => void;
}) {
  const router = useRouter();
  const entry = useCodeEntry({
    verify: async (code, fail) => {
      const outcome = await verifyLoginCode(email, code).catch(() => ({
        ok: false as const,
        error: "",
      }));
      if (!outcome.ok) {
        fail(outcome.error || LOGIN_OTP_FAILED);
        return false;
      }
      return enterAfterSignIn(router, next);
    },
    resend: async () => {
      const answer = await accountApi.requestLoginCode({ email, password });
      return answer.ok ? null : OTP_RESEND_FAILED;
    },
  });

  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">Verify OTP</h1>
      <p className="mt-2 text-sm leading-6 text-neutral-600 sm:text-base">
        We sent a 6-digit code to{" "}
        <strong className="font-semibold wrap-anywhere text-neutral-900">{email}</strong>. It can
        take a minute to arrive; check your spam folder too.
      </p>
      <CodeForm {...entry.formProps} submitLabel="Verify OTP" />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
        <button type="button" onClick={onBack} disabled={entry.busy} className={textButtonClass}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Use a different email
        </button>
        <ResendCodeButton resending={entry.resending} busy={entry.busy} onResend={entry.resend} />
      </div>
    </div>
  );
}
