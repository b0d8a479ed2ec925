import type { Metadata } from "next";
import Link from "next/link";
import { CircleHelp } from "@/components/ui/icons/circle-help";
import { Gift } from "@/components/ui/icons/gift";
import { Mail } from "@/components/ui/icons/mail";
import { PackageSearch } from "@/components/ui/icons/package-search";
import { LazyBackButton } from "@/components/ui/lazy-back-button";
import { HomeLink } from "@/components/ui/home-link";
import { PATHS } from "@/lib/routing/paths";

export const metadata: Metadata = {
  title: "Page not found",
  robots: { index: false },
};

const QUICK_LINKS = [
  { href: PATHS.productList, label: "Browse gifts", icon: Gift },
  { href: PATHS.orderTracking, label: "Track an order", icon: PackageSearch },
  { href: PATHS.faqs, label: "FAQs", icon: CircleHelp },
  { href: PATHS.contactUs, label: "Contact us", icon: Mail },
];

/** The 404 page for any path the shop does not have (docs/contract.md, Screens: Other pages). */
export default function NotFound() {
  return (
    <div className="bg-linear-to-b from-brand-50 to-white px-4 py-14 sm:py-20">
      <div className="mx-auto max-w-xl text-center">
        <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">Error 404</p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl">
          We couldn&apos;t find that page
        </h1>
        <p className="mt-4 text-base leading-7 text-neutral-700 sm:text-lg">
          The link may be old or mistyped, or the page may have moved. Let&apos;s get you back to
          the gifts.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <LazyBackButton />
          <HomeLink />
        </div>
        <nav aria-label="Popular pages" className="mt-12">
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {QUICK_LINKS.map(({ href, label, icon: Icon }) => (
              <li key={href}>
                <Link
                  href={href}
                  className="flex h-full flex-col items-center gap-2 rounded-2xl border border-neutral-200 bg-white px-3 py-4 text-sm font-medium text-neutral-800 transition hover:border-brand-200 hover:text-brand-700 hover:shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <Icon aria-hidden="true" className="size-5 text-brand-600" />
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
