"use client";

import { clsx } from "clsx";
import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { EMAIL_INPUT } from "@/components/ui/form";
import { accountApi } from "@/lib/api/account";
import { signUp } from "@/lib/api/sign-in";
import { toast } from "@/lib/toast";
import {
  ACCOUNT_CREATED,
  ACCOUNT_LIMITS,
  GENERIC_FAILURE,
  OTP_SENT,
  type LoginInput,
  type SignUpInput,
  loginSchema,
  signUpSchema,
  validateForm,
} from "@/lib/validations/account";
import { enterAfterSignIn } from "./after-sign-in";
import { TextField } from "./field";
import { WideSubmitButton } from "./form-actions";
import { LoginOtpStep } from "./login-otp-step";
import { safeNextPath } from "./next-path";
import { PasswordField } from "./password-field";
import { PATHS } from "@/lib/routing/paths";

type Mode = "login" | "signup";
type Field = "name" | "email" | "password";
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

const EMPTY: Values = { name: "", email: "", password: "" };
const FIELDS: Field[] = ["name", "email", "password"];

/** The problems with what was typed, for the fields the current mode shows; null when none. */
function problems(mode: Mode, values: Values): Errors | null {
  const result =
    mode === "signup"
      ? validateForm(signUpSchema, values)
      : validateForm(loginSchema, { email: values.email, password: values.password });
  return result.ok ? null : result.errors;
}

/**
 * /login (docs/contract.md, Screens: Account; Behaviour): a Login / Sign Up toggle, then for login
 * the emailed code step. Sign-up signs the shopper in at once; both end at the `next` path when it
 * is on this site.
 */
export function LoginScreen() {
  const router = useRouter();
  const next = safeNextPath(useSearchParams().get("next"));
  const id = useId();
  const [mode, setMode] = useState<Mode>("login");
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  // Set once the login code was mailed: the credentials the code step resends with.
  const [codeFor, setCodeFor] = useState<{ email: string; password: string } | null>(null);
  // Back from the code step, the email box takes the focus again, ready to be corrected.
  const [backFromCode, setBackFromCode] = useState(false);

  const switchTo = (nextMode: Mode) => {
    if (busy || nextMode === mode) return;
    setMode(nextMode);
    setValues(EMPTY);
    setErrors({});
  };

  const change = (field: Field, value: string) => {
    const nextValues = { ...values, [field]: value };
    setValues(nextValues);
    // Once a field shows an error, re-check it as the shopper types so the error clears.
    if (errors[field]) {
      const stillWrong = problems(mode, nextValues)?.[field];
      setErrors((current) => ({ ...current, [field]: stillWrong }));
    }
  };

  const showProblems = (form: HTMLFormElement, found: Errors) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    // Focus moves to the first bad field, whose error is read with it (aria-describedby).
    const element = first ? form.elements.namedItem(first) : null;
    if (element instanceof HTMLElement) element.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    if (mode === "signup") {
      const result = validateForm(signUpSchema, values);
      if (!result.ok) return showProblems(form, result.errors);
      setErrors({});
      setBusy(true);
      // Stays busy when it worked: the page is on its way to `next`.
      if (!(await createAccount(result.data))) setBusy(false);
    } else {
      const result = validateForm(loginSchema, { email: values.email, password: values.password });
      if (!result.ok) return showProblems(form, result.errors);
      setErrors({});
      setBusy(true);
      await requestCode(result.data);
      setBusy(false);
    }
  };

  /** Signs up and goes on to `next`; false when the shopper stays here. */
  const createAccount = async (input: SignUpInput): Promise<boolean> => {
    const outcome = await signUp(input).catch(() => ({ ok: false as const, error: "" }));
    if (!outcome.ok) {
      toast.error(outcome.error || GENERIC_FAILURE);
      return false;
    }
    toast.success(ACCOUNT_CREATED);
    return enterAfterSignIn(router, next);
  };

  /** Asks for the login code; on success the code step takes over. */
  const requestCode = async (credentials: LoginInput) => {
    const answer = await accountApi.requestLoginCode(credentials);
    if (!answer.ok) {
      toast.error(answer.error ?? GENERIC_FAILURE);
      return;
    }
    toast.success(OTP_SENT);
    setCodeFor(credentials);
  };

  if (codeFor) {
    return (
      <LoginOtpStep
        email={codeFor.email}
        password={codeFor.password}
        next={next}
        onBack={() => {
          setCodeFor(null);
          setValues({ ...EMPTY, email: codeFor.email });
          setBackFromCode(true);
        }}
      />
    );
  }

  const signingUp = mode === "signup";
  const fieldId = (field: Field) => `${id}-${field}`;

  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">
        {signingUp ? "Create your account" : "Welcome back"}
      </h1>
      <p className="mt-2 text-sm leading-6 text-neutral-600 sm:text-base">
        {signingUp
          ? "Save addresses, track orders and keep a wishlist of gifts you love."
          : "Log in with your email and password; we'll email you a code to finish."}
      </p>

      <div
        role="group"
        aria-label="Login or sign up"
        className="mt-6 grid grid-cols-2 gap-1 rounded-full bg-neutral-100 p-1"
      >
        {(["login", "signup"] as const).map((choice) => (
          <button
            key={choice}
            type="button"
            aria-pressed={mode === choice}
            disabled={busy}
            onClick={() => switchTo(choice)}
            className={clsx(
              "min-h-11 rounded-full text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed",
              mode === choice
                ? "bg-white text-brand-700 shadow-sm"
                : "text-neutral-600 hover:text-neutral-900",
            )}
          >
            {choice === "login" ? "Login" : "Sign Up"}
          </button>
        ))}
      </div>

      <form noValidate onSubmit={submit} className="mt-6 space-y-5">
        {signingUp ? (
          <TextField
            id={fieldId("name")}
            name="name"
            label="Full Name"
            type="text"
            autoComplete="name"
            maxLength={ACCOUNT_LIMITS.name}
            required
            value={values.name}
            onChange={(event) => change("name", event.target.value)}
            error={errors.name}
          />
        ) : null}
        <TextField
          id={fieldId("email")}
          name="email"
          label="Email"
          {...EMAIL_INPUT}
          autoFocus={backFromCode}
          maxLength={ACCOUNT_LIMITS.email}
          required
          value={values.email}
          onChange={(event) => change("email", event.target.value)}
          error={errors.email}
        />
        <div>
          <PasswordField
            id={fieldId("password")}
            name="password"
            label="Password"
            autoComplete={signingUp ? "new-password" : "current-password"}
            hint={signingUp ? `Use at least ${ACCOUNT_LIMITS.passwordMin} characters.` : undefined}
            maxLength={ACCOUNT_LIMITS.passwordMax}
            required
            value={values.password}
            onChange={(event) => change("password", event.target.value)}
            error={errors.password}
          />
          {signingUp ? null : (
            <p className="mt-2 text-right">
              <Link
                href={PATHS.resetPassword}
                className="rounded text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                Forgot Password?
              </Link>
            </p>
          )}
        </div>

        <WideSubmitButton
          busy={busy}
          busyLabel={signingUp ? "Creating account..." : "Sending code..."}
        >
          {signingUp ? "Create account" : "Continue"}
        </WideSubmitButton>
      </form>
    </div>
  );
}
