import { clsx } from "clsx";
import type { ReactNode } from "react";
import { buttonStyles } from "@/components/ui/button-styles";
import { SubmitButton } from "@/components/ui/form";

/** An account form's Cancel and Save, side by side from `sm` up; Save reads "Saving..." while busy. */
export function SaveCancelButtons({
  busy,
  onCancel,
  className,
}: {
  busy: boolean;
  onCancel: () => void;
  className?: string;
}) {
  return (
    <div className={clsx("flex flex-col-reverse gap-3 sm:flex-row sm:justify-end", className)}>
      <button
        type="button"
        onClick={onCancel}
        disabled={busy}
        className={buttonStyles({ variant: "secondary" })}
      >
        Cancel
      </button>
      <SubmitButton
        busy={busy}
        busyLabel="Saving..."
        disabled={busy}
        className={clsx(buttonStyles(), "sm:min-w-32")}
      >
        Save
      </SubmitButton>
    </div>
  );
}

/** An account form's one full-width submit button; it is disabled and reads `busyLabel` while busy. */
export function WideSubmitButton({
  busy,
  busyLabel,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <SubmitButton
      busy={busy}
      busyLabel={busyLabel}
      disabled={busy}
      className={clsx(buttonStyles(), "w-full")}
    >
      {children}
    </SubmitButton>
  );
}
