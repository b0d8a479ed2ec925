import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { ChevronRight } from "lucide-react";
import { AddressBook } from "@/components/account/address-book";
import { getProfile } from "@/lib/account/profile";
import { PATHS, loginPath } from "@/lib/routing/paths";

export const metadata: Metadata = {
  title: "Delivery address",
  robots: { index: false, follow: false },
};

const STEPS = [
  { label: "Cart", href: PATHS.cart },
  { label: "Address", href: null },
  { label: "Summary", href: null },
] as const;

/** /addaddress (seed-spec §2): choose where the order goes, and manage saved addresses. */
export default async function AddAddressPage() {
  const profile = await getProfile();
  if (!profile) redirect(loginPath(PATHS.addAddress));

  return (
    <div className="bg-neutral-50/60">
      <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
        <nav aria-label="Checkout steps">
          <ol className="flex items-center gap-1.5 text-sm text-neutral-600">
            {STEPS.map((step, index) => (
              <li key={step.label} className="flex items-center gap-1.5">
                {index > 0 ? <ChevronRight aria-hidden="true" className="size-3.5" /> : null}
                {step.href ? (
                  <Link
                    href={step.href}
                    className="rounded hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {step.label}
                  </Link>
                ) : (
                  <span
                    aria-current={step.label === "Address" ? "step" : undefined}
                    className={
                      step.label === "Address" ? "font-semibold text-brand-700" : undefined
                    }
                  >
                    {step.label}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">
          Delivery address
        </h1>
        <p className="mt-2 text-sm leading-6 text-neutral-600 sm:text-base">
          Tick the address this order should go to, or add a new one.
        </p>
        <div className="mt-6">
          <AddressBook initialAddresses={profile.addresses} />
        </div>
      </div>
    </div>
  );
}
