"use client";

import { useId, useState, type ChangeEvent, type FormEvent } from "react";
import type { z } from "zod";
import { validateForm } from "@/lib/validations/account";

type Problems = Partial<Record<string, string>>;

/**
 * What `save` tells: it worked (true), it did not (false), or the server refused one field,
 * whose message is then shown next to it.
 */
export type SaveResult<F extends string> = boolean | { field: F; error: string };

/**
 * The state of an account form checked by a zod schema: its values, each field's first
 * problem (checked again as the shopper corrects that field) and a busy flag while `save`
 * runs. `fields` lists the text fields in page order: a refused submit focuses the first
 * one in trouble. `save` says whether it worked; when it did not, the form stays, filled in,
 * with the server's refusal of a field next to that field.
 */
export function useSchemaForm<S extends z.ZodObject, F extends string, V extends Record<F, string>>(
  schema: S,
  fields: readonly F[],
  initial: V | (() => V),
  save: (data: z.output<S>) => Promise<SaveResult<F>>,
) {
  const id = useId();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Problems>({});
  const [busy, setBusy] = useState(false);

  const change = (field: F, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field]) {
      const result = validateForm(schema, next);
      const found: Problems = result.ok ? {} : result.errors;
      setErrors((current) => ({ ...current, [field]: found[field] }));
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const result = validateForm(schema, values);
    if (!result.ok) {
      const found: Problems = result.errors;
      setErrors(found);
      const first = fields.find((field) => found[field]);
      const element = first ? form.elements.namedItem(first) : null;
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    // When it worked the form is closed by its owner, so it stays busy until it goes.
    const saved = await save(result.data);
    if (saved === true) return;
    setBusy(false);
    if (saved === false) return;
    setErrors({ [saved.field]: saved.error });
    const element = form.elements.namedItem(saved.field);
    if (element instanceof HTMLElement) element.focus();
  };

  /** What a TextField for `field` needs: its id, name, value, error and onChange. */
  const fieldProps = (field: F) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      change(field, event.target.value),
  });

  return { id, values, setValues, errors, busy, submit, fieldProps };
}
