"use client";

import { clsx } from "clsx";
import { useId } from "react";
import {
  OCCASIONS,
  OCCASION_KINDS,
  OCCASION_NAME_MAX,
  occasionInputSchema,
  type OccasionInput,
} from "@giftshop/shared/occasions";
import { RECIPIENT_PAGES } from "@giftshop/shared/recipients";
import { FieldError } from "@/components/ui/form";
import { SaveCancelButtons } from "./form-actions";
import { TextField, describedBy, fieldClass } from "./field";
import { useSchemaForm, type SaveResult } from "./use-schema-form";

const FIELDS = ["name", "recipient", "occasion", "date", "repeats"] as const;
type Field = (typeof FIELDS)[number];

/** What the form starts with: empty, or filled from an order ("Remind me next year"). */
export type OccasionFormValues = Record<Field, string>;

export const EMPTY_OCCASION: OccasionFormValues = {
  name: "",
  recipient: "",
  occasion: "birthday",
  date: "",
  repeats: "yearly",
};

/**
 * Who, who they are to the shopper (optional), what, the date and whether it repeats. Every
 * field is checked by the schema the BFF and the backend check with; its errors sit under each
 * field, tied to it for screen readers.
 */
export function OccasionForm({
  initial,
  fromOrder,
  onSave,
  onCancel,
}: {
  initial: OccasionFormValues;
  /** The order the form was filled from, named above the fields. */
  fromOrder: string | null;
  onSave: (input: OccasionInput) => Promise<SaveResult<Field>>;
  onCancel: () => void;
}) {
  const form = useSchemaForm(occasionInputSchema, FIELDS, initial, onSave);
  const headingId = useId();
  const choice = (field: "recipient" | "occasion") => {
    const props = form.fieldProps(field);
    return {
      id: props.id,
      name: props.name,
      value: props.value,
      onChange: props.onChange,
      "aria-invalid": props.error ? true : undefined,
      "aria-describedby": describedBy(props.id, { error: props.error }),
      className: fieldClass(Boolean(props.error), "mt-1.5 min-h-12"),
    };
  };
  const repeats = form.fieldProps("repeats");
  return (
    <form
      noValidate
      onSubmit={form.submit}
      aria-labelledby={headingId}
      className="mt-4 space-y-5 rounded-xl border border-neutral-200 bg-neutral-50 p-4"
    >
      <h3 id={headingId} className="text-base font-semibold text-neutral-900">
        Add an occasion
      </h3>
      {fromOrder ? (
        <p className="text-sm text-neutral-600">
          Filled in from order <span className="font-mono break-all">{fromOrder}</span>: check the
          date, then save.
        </p>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...form.fieldProps("name")}
          label="Who is it for?"
          type="text"
          autoComplete="off"
          autoFocus
          maxLength={OCCASION_NAME_MAX}
          required
        />
        <div>
          <label
            htmlFor={choice("recipient").id}
            className="block text-sm font-semibold text-neutral-900"
          >
            They are your<span className="ml-1 font-normal text-neutral-500">(optional)</span>
          </label>
          <select {...choice("recipient")}>
            <option value="">Choose (optional)</option>
            {RECIPIENT_PAGES.map((page) => (
              <option key={page.slug} value={page.slug}>
                {page.label}
              </option>
            ))}
          </select>
          <FieldError id={`${choice("recipient").id}-error`} error={form.errors.recipient} />
        </div>
        <div>
          <label
            htmlFor={choice("occasion").id}
            className="block text-sm font-semibold text-neutral-900"
          >
            Occasion
          </label>
          <select {...choice("occasion")} required>
            {OCCASION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {OCCASIONS[kind].label}
              </option>
            ))}
          </select>
          <FieldError id={`${choice("occasion").id}-error`} error={form.errors.occasion} />
        </div>
        <TextField {...form.fieldProps("date")} label="Date" type="date" required />
      </div>
      <fieldset aria-describedby={repeats.error ? `${repeats.id}-error` : undefined}>
        <legend className="text-sm font-semibold text-neutral-900">Remind me</legend>
        <div className="mt-2 flex flex-wrap gap-3">
          {(
            [
              ["yearly", "Every year"],
              ["once", "Just once"],
            ] as const
          ).map(([value, label]) => (
            <label
              key={value}
              className={clsx(
                "flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border bg-white px-4 text-base",
                repeats.value === value
                  ? "border-brand-600 ring-2 ring-brand-100"
                  : "border-neutral-300",
              )}
            >
              <input
                type="radio"
                name="repeats"
                value={value}
                checked={repeats.value === value}
                onChange={repeats.onChange}
                className="size-4 accent-brand-600"
              />
              {label}
            </label>
          ))}
        </div>
        <FieldError id={`${repeats.id}-error`} error={repeats.error} />
      </fieldset>
      <p className="text-sm text-neutral-600">
        We mail you 7 days and 1 day before, with gift ideas. Every mail has a one-click
        unsubscribe.
      </p>
      <SaveCancelButtons busy={form.busy} onCancel={onCancel} />
    </form>
  );
}
