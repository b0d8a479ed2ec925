"use client";

import { clsx } from "clsx";
import { ArrowLeft } from "@/components/ui/icons/arrow-left";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { EMAIL_INPUT } from "@/components/ui/form";
import { accountApi } from "@/lib/api/account";
import { toast } from "@/lib/toast";
import {
  ACCOUNT_LIMITS,
  GENERIC_FAILURE,
  OTP_INVALID,
  otpField,
  resetRequestSchema,
  validateForm,
} from "@/lib/validations/account";
import { buttonStyles } from "@/components/ui/button-styles";
import { TextField } from "./field";
import { WideSubmitButton } from "./form-actions";
import { OtpInput } from "./otp-input";
import { NewPasswordStep } from "./new-password-step";
import { textButtonClass } from "./text-button";
import { PATHS } from "@/lib/routing/paths";

const STEPS = ["email", "code", "password"] as const;
type Step = (typeof STEPS)[number];

const TITLES: Record<Step, string> = {
  email: "Reset your password",
  code: "Enter the code",
  password: "Choose a new password",
};

/** An answer about the code itself sends the shopper back to type it again. */
const isAboutTheCode = (message: string) => /otp|code/i.test(message);

/**
 * /Reset_pass (docs/contract.md, Screens: Account; Behaviour): email, then the mailed 6-digit code,
 * then the new password; success goes to /login. The code is only checked by the backend with the
 * new password.
 */
export function ResetPasswordFlow() {
  const router = useRouter();
  const id = useId();
  const [step, setStep] = useState<Step>("email");
  const [email, setEmail] = useState("");
  const [otp, setOtp] = useState("");
  const [errors, setErrors] = useState<{ email?: string; otp?: string }>({});
  const [busy, setBusy] = useState(false);

  const stepNumber = STEPS.indexOf(step) + 1;

  const requestCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const result = validateForm(resetRequestSchema, { email });
    if (!result.ok) {
      setErrors({ email: result.errors.email });
      event.currentTarget.querySelector("input")?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    const answer = await accountApi.requestPasswordReset(result.data);
    setBusy(false);
    if (!answer.ok) {
      toast.error(answer.error ?? GENERIC_FAILURE);
      return;
    }
    toast.success(answer.value.message ?? "If that email has an account, we have sent it a code.");
    setEmail(result.data.email);
    setOtp("");
    setStep("code");
  };

  const checkCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!otpField.safeParse(otp).success) {
      setErrors({ otp: OTP_INVALID });
      toast.error(OTP_INVALID);
      return;
    }
    setErrors({});
    setStep("password");
  };

  const resetPassword = async (password: string) => {
    if (busy) return;
    setBusy(true);
    const answer = await accountApi.resetPassword({ email, otp, newpassword: password });
    if (!answer.ok) {
      setBusy(false);
      const message = answer.error ?? GENERIC_FAILURE;
      toast.error(message);
      if (isAboutTheCode(message)) {
        setOtp("");
        setErrors({ otp: message });
        setStep("code");
      }
      return;
    }
    toast.success(answer.value.message ?? "Your password has been reset. Please log in.");
    router.push(PATHS.login);
  };

  const otpErrorId = `${id}-otp-error`;

  return (
    <div>
      <p className="text-sm font-semibold text-brand-700">Step {stepNumber} of 3</p>
      <div aria-hidden="true" className="mt-2 grid grid-cols-3 gap-1.5">
        {STEPS.map((name, index) => (
          <span
            key={name}
            className={clsx(
              "h-1.5 rounded-full",
              index < stepNumber ? "bg-brand-600" : "bg-neutral-200",
            )}
          />
        ))}
      </div>
      <h1 className="mt-5 text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">
        {TITLES[step]}
      </h1>

      {step === "email" ? (
        <form noValidate onSubmit={requestCode} className="mt-2 space-y-5">
          <p className="text-sm leading-6 text-neutral-600 sm:text-base">
            Enter the email address of your account and we&apos;ll send you a 6-digit code.
          </p>
          <TextField
            id={`${id}-email`}
            name="email"
            label="Email"
            {...EMAIL_INPUT}
            maxLength={ACCOUNT_LIMITS.email}
            required
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (errors.email) setErrors({});
            }}
            error={errors.email}
          />
          <WideSubmitButton busy={busy} busyLabel="Sending code...">
            Send code
          </WideSubmitButton>
          <p className="text-center text-sm text-neutral-600">
            Remembered it?{" "}
            <Link
              href={PATHS.login}
              className="rounded font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              Back to login
            </Link>
          </p>
        </form>
      ) : null}

      {step === "code" ? (
        <form noValidate onSubmit={checkCode} className="mt-2 space-y-5">
          <p className="text-sm leading-6 text-neutral-600 sm:text-base">
            Enter the 6-digit code we sent to{" "}
            <strong className="font-semibold wrap-anywhere text-neutral-900">{email}</strong>
          </p>
          <div>
            <OtpInput
              value={otp}
              onChange={(value) => {
                setOtp(value);
                if (errors.otp) setErrors({});
              }}
              autoFocus
              invalid={Boolean(errors.otp)}
              describedBy={errors.otp ? otpErrorId : undefined}
              label="Enter the 6-digit code from your email"
            />
            {errors.otp ? (
              <p id={otpErrorId} role="alert" className="mt-2 text-sm font-medium text-red-700">
                {errors.otp}
              </p>
            ) : null}
          </div>
          <button type="submit" className={clsx(buttonStyles(), "w-full")}>
            Continue
          </button>
          <button
            type="button"
            onClick={() => {
              setErrors({});
              setStep("email");
            }}
            className={textButtonClass}
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Use a different email
          </button>
        </form>
      ) : null}

      {step === "password" ? (
        <NewPasswordStep
          busy={busy}
          onSubmit={(password) => void resetPassword(password)}
          onBack={() => setStep("code")}
        />
      ) : null}
    </div>
  );
}
