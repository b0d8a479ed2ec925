"use client";

import { clsx } from "clsx";
import { Pencil } from "@/components/ui/icons/pencil";
import { useRouter } from "next/navigation";
import { useMemo, useState, type ReactNode } from "react";
import { accountApi } from "@/lib/api/account";
import { useSession } from "@/lib/stores/session";
import { toast } from "@/lib/toast";
import {
  ACCOUNT_LIMITS,
  GENERIC_FAILURE,
  isNewEmail,
  profileFormSchema,
} from "@/lib/validations/account";
import { buttonStyles } from "@/components/ui/button-styles";
import { EMAIL_INPUT } from "@/components/ui/form";
import { SaveCancelButtons } from "./form-actions";
import { TextField } from "./field";
import { PasswordField } from "./password-field";
import { useSchemaForm } from "./use-schema-form";

type Field = "name" | "phone" | "email";
type Values = Record<Field, string>;

const FIELDS = ["name", "phone", "email", "currentPassword"] as const;

/**
 * The profile card's body (docs/contract.md, Screens: Account): the details the page rendered
 * (`children`) with an Edit button, which swaps them for the form. Saving refreshes the page's
 * server data.
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
            className={clsx(buttonStyles({ variant: "secondary" }), "min-h-10 px-4 text-sm")}
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

/**
 * The Edit form: Full Name, Phone Number and Email Address, all required (docs/contract.md,
 * Validation). A new email also asks for the current password, which is sent only then
 * (docs/accounts.md); a wrong one is shown on that field.
 */
function ProfileForm({ profile, onDone }: { profile: Values; onDone: () => void }) {
  const router = useRouter();
  const schema = useMemo(() => profileFormSchema(profile.email), [profile.email]);
  const initial = { ...profile, currentPassword: "" };
  const form = useSchemaForm(schema, FIELDS, initial, async ({ currentPassword, ...data }) => {
    const newEmail = isNewEmail(data.email, profile.email);
    const answer = await accountApi.updateProfile(newEmail ? { ...data, currentPassword } : data);
    if (!answer.ok) {
      // A 403 here is the backend refusing the password: this form always sends from the shop.
      if (newEmail && answer.status === 403 && answer.error) {
        return { field: "currentPassword" as const, error: answer.error };
      }
      toast.error(answer.error ?? GENERIC_FAILURE);
      return false;
    }
    // A change the backend kept only in part is news, not a success: a plain toast says which.
    const message = answer.value.message ?? "Profile updated";
    if (answer.value.partly) toast(message);
    else toast.success(message);
    // The header's avatar and menu show the new name and email.
    void useSession.getState().load({ force: true });
    router.refresh();
    onDone();
    return true;
  });
  const { values, busy } = form;

  const emailChanged = isNewEmail(values.email, profile.email);

  return (
    <form noValidate onSubmit={form.submit} className="space-y-5">
      <p className="text-sm text-neutral-600">All fields are required.</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...form.fieldProps("name")}
          label="Full Name"
          type="text"
          autoComplete="name"
          autoFocus
          maxLength={ACCOUNT_LIMITS.name}
          required
          className="sm:col-span-2"
        />
        <TextField
          {...form.fieldProps("phone")}
          label="Phone Number"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="10-digit mobile number"
          maxLength={20}
          required
        />
        <TextField
          {...form.fieldProps("email")}
          label="Email Address"
          {...EMAIL_INPUT}
          maxLength={ACCOUNT_LIMITS.email}
          required
          hint={emailChanged ? "You will need to verify the new address again." : undefined}
        />
        {emailChanged ? (
          <PasswordField
            {...form.fieldProps("currentPassword")}
            label="Current password"
            autoComplete="current-password"
            maxLength={ACCOUNT_LIMITS.passwordMax}
            required
            hint="To change your email, enter the password you log in with."
          />
        ) : null}
      </div>
      <SaveCancelButtons busy={busy} onCancel={onDone} />
    </form>
  );
}
