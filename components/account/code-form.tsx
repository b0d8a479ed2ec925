"use client";

import { useId, type FormEvent } from "react";
import { WideSubmitButton } from "./form-actions";
import { OtpInput } from "./otp-input";
import { textButtonClass } from "./text-button";

/**
 * The 6 code boxes with their error and a submit button that reads "Verifying..." while
 * busy: the login's code step and the email verification share it.
 */
export function CodeForm({
  value,
  onChange,
  error,
  busy,
  submitLabel,
  onSubmit,
  resetKey,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  busy: boolean;
  submitLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Changing it remounts the boxes, which puts the focus back on the first one. */
  resetKey: number;
}) {
  const errorId = `${useId()}-otp-error`;
  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
      <div>
        <OtpInput
          key={resetKey}
          value={value}
          onChange={onChange}
          autoFocus
          disabled={busy}
          invalid={error !== null}
          describedBy={error ? errorId : undefined}
          label="Enter the 6-digit code from your email"
        />
        {error ? (
          <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <WideSubmitButton busy={busy} busyLabel="Verifying...">
        {submitLabel}
      </WideSubmitButton>
    </form>
  );
}

/** "Resend OTP" beside a CodeForm; it reads "Resending..." while the request runs. */
export function ResendCodeButton({
  resending,
  busy,
  onResend,
}: {
  resending: boolean;
  busy: boolean;
  onResend: () => Promise<void>;
}) {
  return (
    <button
      type="button"
      onClick={() => void onResend()}
      disabled={resending || busy}
      aria-busy={resending || undefined}
      className={textButtonClass}
    >
      {resending ? "Resending..." : "Resend OTP"}
    </button>
  );
}
