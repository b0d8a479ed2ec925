import Link from "next/link";
import { redirect } from "next/navigation";
import { BadgeCheck } from "@/components/ui/icons/badge-check";
import { CircleAlert } from "@/components/ui/icons/circle-alert";
import { MapPin } from "@/components/ui/icons/map-pin";
import { AccountLayout } from "@/components/account/account-layout";
import { OccasionsCard } from "@/components/account/occasions-card";
import { OrderUpdatesCard } from "@/components/account/order-updates-card";
import { ProfileEditor } from "@/components/account/profile-form";
import { buttonStyles } from "@/components/ui/button-styles";
import { getProfile } from "@/lib/auth/profile";
import { readSession } from "@/lib/auth/session";
import { cn } from "@/lib/cn";
import { PATHS, loginPath } from "@/lib/routing/paths";
import type { Address, Profile } from "@/lib/types";
import { privatePageMetadata } from "@/lib/seo/private-page";

export const metadata = privatePageMetadata("My account");

const cardClass = "rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6";

/** "9876543210" as "+91 98765 43210"; anything else as typed. */
function formatPhone(phone: string): string {
  return /^\d{10}$/.test(phone) ? `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` : phone;
}

/**
 * /myProfile (docs/contract.md, Screens: Account): the shopper's details with an Edit form,
 * their addresses, the channels of their order updates and their occasions where the backend
 * keeps them (docs/after-the-order.md);
 * `?remindFrom=<order id>` opens the occasion form filled from that order.
 */
export default async function MyProfilePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [profile, session, query] = await Promise.all([getProfile(), readSession(), searchParams]);
  if (!profile || !session) redirect(loginPath(PATHS.profile));
  const remindFrom = typeof query.remindFrom === "string" ? query.remindFrom : null;

  return (
    <AccountLayout user={profile} current="profile" title="My Account">
      <section aria-labelledby="profile-heading" className={cardClass}>
        <ProfileEditor
          headingId="profile-heading"
          profile={{ name: profile.name, phone: profile.phone, email: profile.email }}
        >
          <ProfileDetails profile={profile} />
        </ProfileEditor>
      </section>
      <AddressSummary addresses={profile.addresses} />
      <OrderUpdatesCard session={session} />
      <OccasionsCard session={session} fromOrder={remindFrom} />
    </AccountLayout>
  );
}

function ProfileDetails({ profile }: { profile: Profile }) {
  const row = "grid gap-1 py-3 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-4";
  const term = "text-sm font-medium text-neutral-600";
  const value = "text-base text-neutral-900 break-words";
  return (
    <dl className="divide-y divide-neutral-100">
      <div className={cn(row, "pt-0")}>
        <dt className={term}>Name</dt>
        <dd className={value}>{profile.name}</dd>
      </div>
      <div className={row}>
        <dt className={term}>Phone</dt>
        <dd className={cn(value, !profile.phone && "text-neutral-500 italic")}>
          {profile.phone ? formatPhone(profile.phone) : "Not added yet"}
        </dd>
      </div>
      <div className={cn(row, "pb-0")}>
        <dt className={term}>Email</dt>
        <dd className={value}>
          <span className="wrap-anywhere">{profile.email}</span>{" "}
          {profile.isAccountVerify ? (
            <span className="ml-1 inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 align-middle text-xs font-semibold text-green-800 ring-1 ring-green-200">
              <BadgeCheck aria-hidden="true" className="size-3.5" />
              Verified
            </span>
          ) : (
            <>
              <span className="ml-1 inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 align-middle text-xs font-semibold text-amber-800 ring-1 ring-amber-200">
                <CircleAlert aria-hidden="true" className="size-3.5" />
                Not verified
              </span>
              <Link
                href={PATHS.emailVerify}
                className="mt-2 block w-fit rounded text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                Verify your email
              </Link>
            </>
          )}
        </dd>
      </div>
    </dl>
  );
}

function AddressSummary({ addresses }: { addresses: Address[] }) {
  const main = addresses.find((address) => address.isDefaultBilling) ?? addresses[0];
  const count = addresses.length;
  return (
    <section aria-labelledby="addresses-heading" className={cardClass}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="addresses-heading" className="text-lg font-semibold text-neutral-900">
          Addresses
        </h2>
        <Link
          href={PATHS.addAddress}
          className={cn(buttonStyles({ variant: "secondary" }), "min-h-10 px-4 text-sm")}
        >
          <MapPin aria-hidden="true" className="size-4" />
          Manage addresses
        </Link>
      </div>
      {main ? (
        <div className="mt-4">
          <p className="text-sm text-neutral-600">
            {count === 1 ? "1 saved address" : `${count} saved addresses`}
            {main.isDefaultBilling ? "; your default billing address:" : ":"}
          </p>
          <address className="mt-2 text-sm leading-6 text-neutral-800 not-italic">
            <span className="font-semibold text-neutral-900">{main.fullName}</span>
            <br />
            {main.address}, {main.city}, {main.state} {main.pin}
          </address>
        </div>
      ) : (
        <p className="mt-4 text-sm text-neutral-600">
          You have no saved addresses yet. Add one to check out faster.
        </p>
      )}
    </section>
  );
}
