"use client";

import { useRef, useState, type InputHTMLAttributes } from "react";
import { INDIAN_STATES, indianState } from "@giftshop/shared/validations/india";
import { PIN_PATTERN, normalizePin } from "@giftshop/shared/validations/pincode";
import { deliveryApi } from "@/lib/api/delivery";
import type { Address } from "@/lib/types";
import {
  ACCOUNT_LIMITS,
  addressFormSchema,
  splitLandmark,
  withLandmark,
  type AddressInput,
} from "@/lib/validations/account";
import { SaveCancelButtons } from "./form-actions";
import { SelectField, TextAreaField, TextField } from "./field";
import { useSchemaForm } from "./use-schema-form";

type AddressField =
  | "fullName"
  | "phoneNumber"
  | "alternatephone"
  | "pin"
  | "address"
  | "landmark"
  | "city"
  | "state"
  | "country";
type Values = Record<AddressField, string> & { isDefaultBilling: boolean };

/** What the PIN told about the place: nothing yet, being looked up, found, or not found. */
type PinLookup =
  | { kind: "idle" }
  | { kind: "looking" }
  | { kind: "found"; pin: string }
  | {
      kind: "unknown";
    };

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
    name: "pin",
    label: "PIN Code",
    type: "text",
    inputMode: "numeric",
    autoComplete: "postal-code",
    maxLength: 7,
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
    name: "landmark",
    label: "Landmark",
    optional: true,
    type: "text",
    autoComplete: "off",
    placeholder: "E.g. opposite City Mall",
    maxLength: 80,
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
    autoComplete: "address-level1",
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
  const line = splitLandmark(address?.address ?? "");
  return {
    fullName: address?.fullName ?? "",
    phoneNumber: address?.phoneNumber ?? "",
    alternatephone: address?.alternatephone ?? "",
    address: line.address,
    landmark: line.landmark,
    city: address?.city ?? "",
    state: address ? (indianState(address.state) ?? address.state) : "",
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
  const form = useSchemaForm(
    addressFormSchema,
    ORDER,
    () => startingValues(address),
    ({ landmark, ...values }) =>
      onSave({ ...values, address: withLandmark(values.address, landmark) }),
  );
  const { id, values, setValues, errors, busy } = form;
  const [lookup, setLookup] = useState<PinLookup>({ kind: "idle" });
  const looking = useRef<AbortController | null>(null);

  const headingId = `${id}-heading`;
  const problemCount = Object.values(errors).filter(Boolean).length;
  // An address saved with a state not on the list keeps it as a choice.
  const states: readonly string[] =
    values.state && !indianState(values.state) ? [...INDIAN_STATES, values.state] : INDIAN_STATES;

  /** A whole PIN asks the directory for its district and state, and fills City and State. */
  const findPlace = async (typed: string) => {
    looking.current?.abort();
    const pin = normalizePin(typed);
    if (!PIN_PATTERN.test(pin)) {
      setLookup({ kind: "idle" });
      return;
    }
    const controller = new AbortController();
    looking.current = controller;
    setLookup({ kind: "looking" });
    const before = { city: values.city, state: values.state };
    const answer = await deliveryApi.pincode(pin, controller.signal);
    if (controller.signal.aborted) return;
    looking.current = null;
    // No answer: the shop has no directory (or could not ask it); the shopper types both.
    if (!answer.ok || answer.value === null) {
      setLookup({ kind: "idle" });
      return;
    }
    const place = answer.value.place;
    if (!place) {
      setLookup({ kind: "unknown" });
      return;
    }
    // What the shopper typed in City or State while the PIN was looked up stands.
    setValues((current) => ({
      ...current,
      city: current.city === before.city ? place.district : current.city,
      state:
        current.state === before.state
          ? (indianState(place.state) ?? current.state)
          : current.state,
    }));
    setLookup({ kind: "found", pin });
  };

  const pinHint =
    lookup.kind === "looking"
      ? "Finding your city and state..."
      : lookup.kind === "found"
        ? `City and state filled in from PIN ${lookup.pin}; change them if needed.`
        : lookup.kind === "unknown"
          ? "We could not find this PIN. Please type the city and pick the state."
          : "6 digits. Where we know the PIN, we fill in the city and state.";

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
          if (name === "state") {
            return (
              <SelectField
                key={name}
                {...form.fieldProps(name)}
                label={field.label}
                autoComplete={field.autoComplete}
                required
                options={states}
                placeholder="Select a state"
              />
            );
          }
          if (name === "pin") {
            return (
              <div key={name} className="sm:col-span-2">
                <TextField
                  {...common}
                  type={type}
                  hint={pinHint}
                  aria-busy={lookup.kind === "looking" || undefined}
                  onChange={(event) => {
                    common.onChange(event);
                    void findPlace(event.target.value);
                  }}
                />
                <p aria-live="polite" className="sr-only">
                  {lookup.kind === "found" || lookup.kind === "unknown" ? pinHint : ""}
                </p>
              </div>
            );
          }
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
