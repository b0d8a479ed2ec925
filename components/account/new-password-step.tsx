"use client";

import { ArrowLeft } from "@/components/ui/icons/arrow-left";
import { useId, useState, type FormEvent } from "react";
import { ACCOUNT_LIMITS, newPasswordField } from "@/lib/validations/account";
import { WideSubmitButton } from "./form-actions";
import { PasswordField } from "./password-field";
import { textButtonClass } from "./text-button";

export const PASSWORDS_DIFFER = "The passwords do not match.";

/** The password reset's last step: the new password, typed twice to rule out a typo. */
export function NewPasswordStep({
  busy,
  onSubmit,
  onBack,
}: {
  busy: boolean;
  onSubmit: (password: string) => void;
  onBack: () => void;
}) {
  const id = useId();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = newPasswordField.safeParse(password);
    const found = {
      password: checked.success ? undefined : checked.error.issues[0]?.message,
      confirm: confirm === password ? undefined : PASSWORDS_DIFFER,
    };
    setErrors(found);
    if (found.password || found.confirm) {
      const first = event.currentTarget.elements.namedItem(found.password ? "password" : "confirm");
      if (first instanceof HTMLElement) first.focus();
      return;
    }
    onSubmit(password);
  };

  return (
    <form noValidate onSubmit={submit} className="mt-2 space-y-5">
      <p className="text-sm leading-6 text-neutral-600 sm:text-base">
        Use at least {ACCOUNT_LIMITS.passwordMin} characters. You&apos;ll log in with it next.
      </p>
      <PasswordField
        id={`${id}-password`}
        name="password"
        label="New password"
        autoComplete="new-password"
        autoFocus
        maxLength={ACCOUNT_LIMITS.passwordMax}
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <PasswordField
        id={`${id}-confirm`}
        name="confirm"
        label="Confirm password"
        autoComplete="new-password"
        maxLength={ACCOUNT_LIMITS.passwordMax}
        required
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        error={errors.confirm}
      />
      <WideSubmitButton busy={busy} busyLabel="Resetting...">
        Reset password
      </WideSubmitButton>
      <button type="button" disabled={busy} onClick={onBack} className={textButtonClass}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to the code
      </button>
    </form>
  );
}
