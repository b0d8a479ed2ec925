"use client";

import { Pencil } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { toast } from "sonner";
import { cn } from "@/lib/cn";
import { useSession } from "@/lib/stores/session";
import {
  ACCOUNT_LIMITS,
  GENERIC_FAILURE,
  profileSchema,
  validateForm,
} from "@/lib/validations/account";
import { buttonStyles } from "@/components/ui/button-styles";
import { sendAccountRequest } from "./account-api";
import { TextField } from "./field";

type Field = "name" | "phone" | "email";
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

const FIELDS: Field[] = ["name", "phone", "email"];

/**
 * The profile card's body (seed-spec §2): the details the page rendered (`children`) with an
 * Edit button, which swaps them for the form. Saving refreshes the page's server data.
 */
export function ProfileEditor({
  profile,
  headingId,
  children,
}: {
  profile: Values;
  /** The card's heading id, for the section's aria-labelledby. */
  headingId?: string;
  children: ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  // After Save or Cancel the Edit button takes the focus back, where the shopper left off.
  const [returning, setReturning] = useState(false);

  const close = () => {
    setEditing(false);
    setReturning(true);
  };

  return (
    <>
      <div className="flex items-center justify-between gap-4">
        <h2 id={headingId} className="text-lg font-semibold text-neutral-900">
          Personal details
        </h2>
        {editing ? null : (
          <button
            type="button"
            autoFocus={returning}
            onClick={() => setEditing(true)}
            className={cn(buttonStyles({ variant: "secondary" }), "min-h-10 px-4 text-sm")}
          >
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </button>
        )}
      </div>
      <div className="mt-4">
        {editing ? <ProfileForm profile={profile} onDone={close} /> : children}
      </div>
    </>
  );
}

/** The Edit form: Full Name, Phone Number and Email Address, all required (seed-spec §5). */
export function ProfileForm({ profile, onDone }: { profile: Values; onDone: () => void }) {
  const router = useRouter();
  const id = useId();
  const [values, setValues] = useState<Values>(profile);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field]) {
      const result = validateForm(profileSchema, next);
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
    const result = validateForm(profileSchema, values);
    if (!result.ok) {
      const found = result.errors;
      setErrors(found);
      const first = FIELDS.find((field) => found[field]);
      const element = first ? form.elements.namedItem(first) : null;
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    const answer = await sendAccountRequest("/api/account/profile", {
      method: "PUT",
      body: result.data,
    });
    setBusy(false);
    if (!answer.ok) {
      toast.error(answer.error ?? GENERIC_FAILURE);
      return;
    }
    toast.success(answer.message ?? "Profile updated");
    // The header's avatar and menu show the new name and email.
    void useSession.getState().load({ force: true });
    router.refresh();
    onDone();
  };

  const emailChanged = values.email.trim().toLowerCase() !== profile.email.trim().toLowerCase();

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <p className="text-sm text-neutral-600">All fields are required.</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={`${id}-name`}
          name="name"
          label="Full Name"
          type="text"
          autoComplete="name"
          autoFocus
          maxLength={ACCOUNT_LIMITS.name}
          required
          value={values.name}
          onChange={(event) => change("name", event.target.value)}
          error={errors.name}
          className="sm:col-span-2"
        />
        <TextField
          id={`${id}-phone`}
          name="phone"
          label="Phone Number"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="10-digit mobile number"
          maxLength={20}
          required
          value={values.phone}
          onChange={(event) => change("phone", event.target.value)}
          error={errors.phone}
        />
        <TextField
          id={`${id}-email`}
          name="email"
          label="Email Address"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={ACCOUNT_LIMITS.email}
          required
          value={values.email}
          onChange={(event) => change("email", event.target.value)}
          error={errors.email}
          hint={emailChanged ? "You will need to verify the new address again." : undefined}
        />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onDone}
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
