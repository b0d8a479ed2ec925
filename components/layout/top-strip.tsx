import { TopStripLinks } from "./top-strip-links";

/**
 * The promotional strip above the header, with the customer-service links (docs/contract.md,
 * Screens: Header).
 */
export function TopStrip() {
  return (
    <div className="relative bg-brand-700 text-white">
      <div className="mx-auto flex min-h-9 max-w-7xl items-center justify-between gap-3 px-4 py-1.5 text-xs sm:text-[0.8125rem]">
        <p className="font-medium tracking-wide">
          Get up to 50% off now season styles, limited time only ...
        </p>
        <TopStripLinks />
      </div>
    </div>
  );
}
