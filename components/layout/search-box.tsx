import { Search } from "@/components/ui/icons/search";
import { SearchCombobox } from "./search-combobox";

/**
 * The header's search box (docs/contract.md, Screens: Header; Behaviour; Validation): suggestions
 * under the input as the shopper types, chosen by pointer or by arrows and Enter; Enter or the
 * button opens the full results page, `/search-results?query=…`, with script or without. The
 * button is drawn here on the server; the form and input are the client island
 * (search-combobox.tsx), and their dropdown loads when the box is first used.
 */
export function SearchBox({ className }: { className?: string }) {
  return (
    <SearchCombobox className={className}>
      <button
        type="submit"
        aria-label="Search"
        className="mr-1 flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white transition-colors hover:bg-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none"
      >
        <Search aria-hidden className="size-[1.125rem]" strokeWidth={2.25} />
      </button>
    </SearchCombobox>
  );
}
