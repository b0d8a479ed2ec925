"use client";

import { useState, type FormEvent } from "react";
import { toast } from "@/lib/toast";
import { OTP_INVALID, OTP_RESENT, otpField } from "@/lib/validations/account";

/**
 * The state behind a CodeForm and its Resend OTP button. `verify` gets a well-formed code and
 * `fail`, which shows a message under the boxes and in a toast; it says whether it is done
 * (the page moves on) or the shopper may try again. `resend` asks for a fresh code and gives
 * back the toast to show when that failed, or null.
 */
export function useCodeEntry({
  verify,
  resend,
}: {
  verify: (code: string, fail: (message: string) => void) => Promise<boolean>;
  resend: () => Promise<string | null>;
}) {
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

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const code = otpField.safeParse(otp);
    if (!code.success) return fail(OTP_INVALID);
    setError(null);
    setBusy(true);
    const done = await verify(code.data, fail);
    if (!done) setBusy(false);
  };

  const askAgain = async () => {
    if (resending || busy) return;
    setResending(true);
    const failure = await resend();
    setResending(false);
    if (failure) {
      toast.error(failure);
      return;
    }
    toast.success(OTP_RESENT);
    setOtp("");
    setError(null);
    setRound((count) => count + 1);
  };

  return {
    busy,
    resending,
    resend: askAgain,
    /** CodeForm's props but its submit label. */
    formProps: {
      value: otp,
      onChange: (value: string) => {
        setOtp(value);
        if (error) setError(null);
      },
      error,
      busy,
      onSubmit,
      resetKey: round,
    },
  };
}
