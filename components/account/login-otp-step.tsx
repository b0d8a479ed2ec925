"use client";

import { ArrowLeft } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { verifyLoginCode } from "@/lib/auth/client";
import {
  LOGIN_OTP_FAILED,
  OTP_INVALID,
  OTP_RESEND_FAILED,
  OTP_RESENT,
  otpField,
} from "@/lib/validations/account";
import { sendAccountRequest } from "./account-api";
import { reloadSessionAfterSignIn } from "./after-sign-in";
import { CodeForm } from "./code-form";
import { textButtonClass } from "./text-button";

/**
 * The login's second step (seed-spec §2, §4): the 6-digit code mailed to `email`. The
 * credentials are kept only in memory, to ask for a fresh code.
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
  const [otp, setOtp] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  // Changing the key remounts the boxes, which puts the focus back on the first one.
  const [round, setRound] = useState(0);

  const fail = (message: string) => {
    setError(message);
    toast.error(message);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const code = otpField.safeParse(otp);
    if (!code.success) return fail(OTP_INVALID);
    setError(null);
    setBusy(true);
    const outcome = await verifyLoginCode(email, code.data).catch(() => ({
      ok: false as const,
      error: "",
    }));
    if (!outcome.ok) {
      fail(outcome.error || LOGIN_OTP_FAILED);
      setBusy(false);
      return;
    }
    const failure = await reloadSessionAfterSignIn();
    if (failure) {
      toast.error(failure);
      setBusy(false);
      return;
    }
    router.replace(next);
    router.refresh();
  };

  const resend = async () => {
    if (resending || busy) return;
    setResending(true);
    const answer = await sendAccountRequest("/api/account/login", { body: { email, password } });
    setResending(false);
    if (!answer.ok) {
      toast.error(OTP_RESEND_FAILED);
      return;
    }
    toast.success(OTP_RESENT);
    setOtp("");
    setError(null);
    setRound((count) => count + 1);
  };

  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">Verify OTP</h1>
      <p className="mt-2 text-sm leading-6 text-neutral-600 sm:text-base">
        We sent a 6-digit code to{" "}
        <strong className="font-semibold wrap-anywhere text-neutral-900">{email}</strong>. It can
        take a minute to arrive; check your spam folder too.
      </p>
      <CodeForm
        value={otp}
        onChange={(value) => {
          setOtp(value);
          if (error) setError(null);
        }}
        error={error}
        busy={busy}
        submitLabel="Verify OTP"
        onSubmit={submit}
        resetKey={round}
      />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
        <button type="button" onClick={onBack} disabled={busy} className={textButtonClass}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Use a different email
        </button>
        <button
          type="button"
          onClick={() => void resend()}
          disabled={resending || busy}
          aria-busy={resending || undefined}
          className={textButtonClass}
        >
          {resending ? "Resending..." : "Resend OTP"}
        </button>
      </div>
    </div>
  );
}
