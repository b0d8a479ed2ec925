import { clsx } from "clsx";
import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from "react";
import { FieldError } from "@/components/ui/form";

/** The account forms' text box look; red when the field holds an error. */
export function fieldClass(invalid: boolean, className?: string): string {
  return clsx(
    "block w-full rounded-xl border bg-white px-4 py-3 text-base text-neutral-900 placeholder:text-neutral-400 focus:ring-4 focus:outline-none disabled:bg-neutral-50 disabled:text-neutral-500",
    invalid
      ? "border-red-600 focus:border-red-600 focus:ring-red-100"
      : "border-neutral-300 focus:border-brand-600 focus:ring-brand-100",
    className,
  );
}

/** What a field's aria-describedby points at: its error when it has one, else its hint. */
export function describedBy(id: string, { hint, error }: { hint?: unknown; error?: unknown }) {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

interface FieldFrame {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** Shown after the label, e.g. "(optional)". */
  labelNote?: string;
  className?: string;
}

function Label({ id, label, labelNote }: Pick<FieldFrame, "id" | "label" | "labelNote">) {
  return (
    <label htmlFor={id} className="block text-sm font-semibold text-neutral-900">
      {label}
      {labelNote ? <span className="ml-1 font-normal text-neutral-500">{labelNote}</span> : null}
    </label>
  );
}

function Hint({ id, hint }: { id: string; hint: string | undefined }) {
  if (!hint) return null;
  return (
    <p id={`${id}-hint`} className="mt-1.5 text-sm text-neutral-600">
      {hint}
    </p>
  );
}

/** The label above a control and its hint or error below it. */
function Frame({
  id,
  label,
  labelNote,
  hint,
  error,
  className,
  children,
}: FieldFrame & { children: ReactNode }) {
  return (
    <div className={className}>
      <Label id={id} label={label} labelNote={labelNote} />
      {children}
      <Hint id={id} hint={error ? undefined : hint} />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** Splits a field's props into its frame's and its control's. */
function splitFrame<P extends FieldFrame>({
  id,
  label,
  error,
  hint,
  labelNote,
  className,
  ...control
}: P) {
  return { frame: { id, label, error, hint, labelNote, className }, control };
}

/** The attributes that tie a control to its frame's hint and error. */
function controlProps({ id, hint, error }: FieldFrame, className: string) {
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, { hint, error }),
    className: fieldClass(Boolean(error), className),
  };
}

/** A labelled text input with its hint and error tied to it for screen readers. */
export function TextField(
  props: FieldFrame & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className">,
) {
  const { frame, control } = splitFrame(props);
  return (
    <Frame {...frame}>
      <input {...controlProps(frame, "mt-1.5 min-h-12")} {...control} />
    </Frame>
  );
}

/** A labelled textarea with its error tied to it for screen readers. */
export function TextAreaField(
  props: FieldFrame & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className">,
) {
  const { frame, control } = splitFrame(props);
  return (
    <Frame {...frame}>
      <textarea {...controlProps(frame, "mt-1.5 min-h-24 resize-y")} {...control} />
    </Frame>
  );
}

/** A labelled list to pick one of `options` from, its hint and error tied to it. */
export function SelectField(
  props: FieldFrame &
    Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "className"> & {
      options: readonly string[];
      /** The first, empty choice ("Select a state"). */
      placeholder: string;
    },
) {
  const { frame, control } = splitFrame(props);
  const { options, placeholder, ...select } = control;
  return (
    <Frame {...frame}>
      <select {...controlProps(frame, "mt-1.5 min-h-12")} {...select}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </Frame>
  );
}
