"use client";

import type { InputHTMLAttributes } from "react";
import type { Address } from "@/lib/types";
import { ACCOUNT_LIMITS, addressSchema, type AddressInput } from "@/lib/validations/account";
import { SaveCancelButtons } from "./form-actions";
import { TextAreaField, TextField } from "./field";
import { useSchemaForm } from "./use-schema-form";

type AddressField =
  "fullName" | "phoneNumber" | "alternatephone" | "address" | "city" | "state" | "pin" | "country";
type Values = Record<AddressField, string> & { isDefaultBilling: boolean };

/** The text fields in page order; the address itself is the one multi-line box. */
const FIELDS: ({
  name: AddressField;
  label: string;
  optional?: boolean;
  multiline?: boolean;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "inputMode" | "autoComplete" | "autoFocus" | "placeholder" | "maxLength" | "className"
>)[] = [
  {
    name: "fullName",
    label: "Full Name",
    type: "text",
    autoComplete: "name",
    autoFocus: true,
    maxLength: ACCOUNT_LIMITS.name,
    className: "sm:col-span-2",
  },
  {
    name: "phoneNumber",
    label: "Phone Number",
    type: "tel",
    inputMode: "tel",
    autoComplete: "tel-national",
    placeholder: "10-digit mobile number",
    maxLength: 20,
  },
  {
    name: "alternatephone",
    label: "Alternate Phone",
    optional: true,
    type: "tel",
    inputMode: "tel",
    autoComplete: "off",
    maxLength: 20,
  },
  {
    name: "address",
    label: "Address",
    multiline: true,
    autoComplete: "street-address",
    placeholder: "House no., building, street, area",
    maxLength: ACCOUNT_LIMITS.address,
    className: "sm:col-span-2",
  },
  {
    name: "city",
    label: "City",
    type: "text",
    autoComplete: "address-level2",
    maxLength: ACCOUNT_LIMITS.city,
  },
  {
    name: "state",
    label: "State",
    type: "text",
    autoComplete: "address-level1",
    maxLength: ACCOUNT_LIMITS.state,
  },
  {
    name: "pin",
    label: "PIN Code",
    type: "text",
    inputMode: "numeric",
    autoComplete: "postal-code",
    maxLength: 7,
  },
  {
    name: "country",
    label: "Country",
    type: "text",
    autoComplete: "country-name",
    maxLength: ACCOUNT_LIMITS.country,
  },
];
const ORDER = FIELDS.map((field) => field.name);

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
 * The add / edit address form (docs/contract.md, Screens: Addresses; Validation). Validated with
 * the BFF's own schema;
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
  const form = useSchemaForm(addressSchema, ORDER, () => startingValues(address), onSave);
  const { id, values, setValues, errors, busy } = form;

  const headingId = `${id}-heading`;
  const problemCount = Object.values(errors).filter(Boolean).length;

  return (
    <form
      noValidate
      onSubmit={form.submit}
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
        {FIELDS.map(({ name, optional, multiline, type, ...field }) => {
          const common = {
            ...form.fieldProps(name),
            ...field,
            labelNote: optional ? "(optional)" : undefined,
            required: !optional,
          };
          return multiline ? (
            <TextAreaField key={name} {...common} rows={3} />
          ) : (
            <TextField key={name} {...common} type={type} />
          );
        })}
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
      <SaveCancelButtons busy={busy} onCancel={onCancel} className="mt-6" />
    </form>
  );
}
