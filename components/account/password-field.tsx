"use client";

import { Eye } from "@/components/ui/icons/eye";
import { EyeOff } from "@/components/ui/icons/eye-off";
import { useState, type InputHTMLAttributes } from "react";
import { FieldError } from "@/components/ui/form";
import { describedBy, fieldClass } from "./field";

/** A labelled password input with a show/hide button, for typing long passwords on a phone. */
export function PasswordField({
  id,
  label,
  error,
  hint,
  className,
  ...input
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className" | "type">) {
  const [visible, setVisible] = useState(false);
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-neutral-900">
        {label}
      </label>
      <div className="relative mt-1.5">
        <input
          id={id}
          type={visible ? "text" : "password"}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint, error })}
          className={fieldClass(Boolean(error), "min-h-12 pr-14")}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? "Hide password" : "Show password"}
          aria-controls={id}
          className="absolute inset-y-0 right-1 my-auto flex size-11 items-center justify-center rounded-full text-neutral-500 transition-colors hover:bg-neutral-100 hover:text-neutral-800 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
        </button>
      </div>
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-neutral-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
