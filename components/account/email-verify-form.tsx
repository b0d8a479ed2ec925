"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { useSession } from "@/lib/stores/session";
import {
  OTP_INVALID,
  OTP_RESEND_FAILED,
  OTP_RESENT,
  USER_ID_MISSING,
  VERIFY_FAILED,
  otpField,
} from "@/lib/validations/account";
import { sendAccountRequest } from "./account-api";
import { CodeForm } from "./code-form";
import { textButtonClass } from "./text-button";

const VERIFIED = "Your email is verified.";

/** /email-verify's form (seed-spec §2, §4): the code mailed to the shopper's address. */
export function EmailVerifyForm() {
  const router = useRouter();
  const [otp, setOtp] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
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
    const answer = await sendAccountRequest("/api/account/verify-email", {
      body: { otp: code.data },
    });
    if (!answer.ok) {
      fail(answer.status === 401 ? USER_ID_MISSING : (answer.error ?? VERIFY_FAILED));
      setBusy(false);
      return;
    }
    toast.success(answer.message ?? VERIFIED);
    // The header's session knows the email is verified from here on.
    void useSession.getState().load({ force: true });
    router.replace("/");
    router.refresh();
  };

  const resend = async () => {
    if (resending || busy) return;
    setResending(true);
    const answer = await sendAccountRequest("/api/account/verify-email/resend", { body: {} });
    setResending(false);
    if (!answer.ok) {
      toast.error(answer.status === 401 ? USER_ID_MISSING : OTP_RESEND_FAILED);
      return;
    }
    toast.success(OTP_RESENT);
    setOtp("");
    setError(null);
    setRound((count) => count + 1);
  };

  return (
    <>
      <CodeForm
        value={otp}
        onChange={(value) => {
          setOtp(value);
          if (error) setError(null);
        }}
        error={error}
        busy={busy}
        submitLabel="Verify Email"
        onSubmit={submit}
        resetKey={round}
      />
      <p className="mt-4 flex flex-wrap items-center justify-center gap-x-1 text-sm text-neutral-600">
        Didn&apos;t get the code?
        <button
          type="button"
          onClick={() => void resend()}
          disabled={resending || busy}
          aria-busy={resending || undefined}
          className={textButtonClass}
        >
          {resending ? "Resending..." : "Resend OTP"}
        </button>
      </p>
    </>
  );
}
