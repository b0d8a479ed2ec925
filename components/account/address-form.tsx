"use client";

import { useId, useState, type FormEvent } from "react";
import { cn } from "@/lib/cn";
import type { Address } from "@/lib/types";
import {
  ACCOUNT_LIMITS,
  addressSchema,
  validateForm,
  type AddressInput,
} from "@/lib/validations/account";
import { buttonStyles } from "@/components/ui/button-styles";
import { TextAreaField, TextField } from "./field";

type AddressField =
  "fullName" | "phoneNumber" | "alternatephone" | "address" | "city" | "state" | "pin" | "country";
type Values = Record<AddressField, string> & { isDefaultBilling: boolean };
type Errors = Partial<Record<AddressField | "isDefaultBilling", string>>;

const ORDER: AddressField[] = [
  "fullName",
  "phoneNumber",
  "alternatephone",
  "address",
  "city",
  "state",
  "pin",
  "country",
];

function startingValues(address: Address | undefined): Values {
  return {
    fullName: address?.fullName ?? "",
    phoneNumber: address?.phoneNumber ?? "",
    alternatephone: address?.alternatephone ?? "",
    address: address?.address ?? "",
    city: address?.city ?? "",
    state: address?.state ?? "",
    pin: address?.pin ?? "",
    country: address?.country || "India",
    isDefaultBilling: address?.isDefaultBilling ?? false,
  };
}

/**
 * The add / edit address form (seed-spec §2, §5). Validated with the BFF's own schema;
 * `onSave` sends it and says whether it worked, and what was typed stays when it did not.
 */
export function AddressForm({
  address,
  title,
  onSave,
  onCancel,
}: {
  /** The address being edited; none to add a new one. */
  address?: Address;
  title: string;
  onSave: (values: AddressInput) => Promise<boolean>;
  onCancel: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState<Values>(() => startingValues(address));
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const change = (field: AddressField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field]) {
      const result = validateForm(addressSchema, next);
      setErrors((current) => ({
        ...current,
        [field]: result.ok ? undefined : result.errors[field],
      }));
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const result = validateForm(addressSchema, values);
    if (!result.ok) {
      const found: Errors = result.errors;
      setErrors(found);
      const first = ORDER.find((field) => found[field]);
      const element = first ? form.elements.namedItem(first) : null;
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    const saved = await onSave(result.data);
    // When it worked the form is closed by its owner; otherwise it stays, filled in.
    if (!saved) setBusy(false);
  };

  const headingId = `${id}-heading`;
  const problemCount = Object.values(errors).filter(Boolean).length;
  const text = (field: AddressField) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      change(field, event.target.value),
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={headingId}
      className="rounded-2xl border border-brand-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h3 id={headingId} className="text-lg font-semibold text-neutral-900">
        {title}
      </h3>
      <p className="mt-1 text-sm text-neutral-600">
        All fields are required unless marked optional.
      </p>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <TextField
          {...text("fullName")}
          label="Full Name"
          type="text"
          autoComplete="name"
          autoFocus
          maxLength={ACCOUNT_LIMITS.name}
          required
          className="sm:col-span-2"
        />
        <TextField
          {...text("phoneNumber")}
          label="Phone Number"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="10-digit mobile number"
          maxLength={20}
          required
        />
        <TextField
          {...text("alternatephone")}
          label="Alternate Phone"
          labelNote="(optional)"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          maxLength={20}
        />
        <TextAreaField
          {...text("address")}
          label="Address"
          autoComplete="street-address"
          placeholder="House no., building, street, area"
          rows={3}
          maxLength={ACCOUNT_LIMITS.address}
          required
          className="sm:col-span-2"
        />
        <TextField
          {...text("city")}
          label="City"
          type="text"
          autoComplete="address-level2"
          maxLength={ACCOUNT_LIMITS.city}
          required
        />
        <TextField
          {...text("state")}
          label="State"
          type="text"
          autoComplete="address-level1"
          maxLength={ACCOUNT_LIMITS.state}
          required
        />
        <TextField
          {...text("pin")}
          label="PIN Code"
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={7}
          required
        />
        <TextField
          {...text("country")}
          label="Country"
          type="text"
          autoComplete="country-name"
          maxLength={ACCOUNT_LIMITS.country}
          required
        />
      </div>
      <div className="mt-5 flex items-start gap-3">
        <input
          id={`${id}-default`}
          name="isDefaultBilling"
          type="checkbox"
          checked={values.isDefaultBilling}
          onChange={(event) =>
            setValues((current) => ({ ...current, isDefaultBilling: event.target.checked }))
          }
          className="mt-0.5 size-5 shrink-0 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        />
        <label htmlFor={`${id}-default`} className="text-sm text-neutral-800">
          Make this my default billing address
        </label>
      </div>
      {problemCount > 0 ? (
        <p
          role="alert"
          className="mt-5 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {problemCount === 1
            ? "Please correct the highlighted field."
            : `Please correct the ${problemCount} highlighted fields.`}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onCancel}
          disabled={busy}
          className={buttonStyles({ variant: "secondary" })}
        >
          Cancel
        </button>
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy || undefined}
          className={cn(buttonStyles(), "sm:min-w-32")}
        >
          {busy ? "Saving..." : "Save"}
        </button>
      </div>
    </form>
  );
}
