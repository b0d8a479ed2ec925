import type { ButtonHTMLAttributes, ReactNode } from "react";

/** The error under a field; its id is what the field's aria-describedby points at. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700">
      {error}
    </p>
  );
}

/** The attributes that tie a control to its error, so a screen reader reads them together. */
export function errorWiring(errorId: string, error: string | undefined) {
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
  } as const;
}

/** An email box's attributes: the phone's email keyboard and autofill, no capitals or spelling. */
export const EMAIL_INPUT = {
  type: "email",
  inputMode: "email",
  autoComplete: "email",
  autoCapitalize: "off",
  spellCheck: false,
} as const;

/** A form's submit button: it reads `busyLabel` and is marked busy while the form sends. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  ...button
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type"> & { busy: boolean; busyLabel: string }) {
  return (
    <button type="submit" aria-busy={busy || undefined} {...button}>
      {busy ? busyLabel : children}
    </button>
  );
}

/** A failure of the whole form, announced to screen readers as it appears. */
export function FormError({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <p role="alert" className={className}>
      {children}
    </p>
  );
}
