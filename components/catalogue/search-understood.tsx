import Link from "next/link";
import { filterHref } from "@/lib/filters";
import { PATHS } from "@/lib/routing/paths";
import type { ProductFilter, SearchPage } from "@/lib/types";
import { RemovableChip } from "./removable-chip";

/**
 * How the search read the shopper's words, under the results' heading: "Did you mean …" when a
 * word was read as the catalogue's ("rosse" → rose), and each filter the words named ("Under
 * ₹500", "Eggless") as a pill that searches again without those words. The other filters the
 * shopper set (category, discount, sort) stay.
 */
export function SearchUnderstood({
  filter,
  corrected,
  chips,
}: {
  filter: ProductFilter;
  corrected: SearchPage["corrected"];
  chips: SearchPage["chips"];
}) {
  if (!corrected && chips.length === 0) return null;
  const again = (query: string) =>
    filterHref(PATHS.searchResults, { ...filter, query, page: undefined });
  return (
    <div className="flex flex-col gap-2">
      {corrected && (
        <p>
          Did you mean{" "}
          <Link
            href={again(corrected)}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            “{corrected}”
          </Link>
          ? <span className="text-neutral-500">Showing results for it.</span>
        </p>
      )}
      {chips.length > 0 && (
        <ul aria-label="Filters from your search" className="flex flex-wrap gap-2">
          {chips.map((chip) => (
            <li key={chip.label}>
              <RemovableChip
                href={again(chip.without)}
                label={chip.label}
                removeLabel={`Remove filter ${chip.label}`}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
