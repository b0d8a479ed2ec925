import Link from "next/link";
import { filterHref } from "@/lib/filters";
import { PATHS } from "@/lib/routing/paths";
import type { ProductFilter, SearchPage } from "@/lib/types";
import { RemovableChip } from "./removable-chip";

/**
 * How the search read the shopper's words, under the results' heading: "Did you mean …" when a
 * word was read as the catalogue's ("rosse" → rose), and each filter the words named ("Under
 * ₹500", "Eggless") as a pill that searches again without those words. The other filters the
 * shopper set (category, discount, sort) stay. Words no product holds, which the search set
 * aside, are named, so a shopper knows why the results ignore them.
 */
export function SearchUnderstood({
  filter,
  corrected,
  ignored,
  chips,
}: {
  filter: ProductFilter;
  corrected: SearchPage["corrected"];
  ignored: SearchPage["ignored"];
  chips: SearchPage["chips"];
}) {
  if (!corrected && ignored.length === 0 && chips.length === 0) return null;
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
      {ignored.length > 0 && (
        <p>
          No gift here mentions {quotedList(ignored)}.{" "}
          <span className="text-neutral-500">Showing results for your other words.</span>
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

/** “a”, “a” and “b”, “a”, “b” and “c”. */
function quotedList(words: readonly string[]): string {
  const quoted = words.map((word) => `“${word}”`);
  return quoted.length < 2
    ? (quoted[0] ?? "")
    : `${quoted.slice(0, -1).join(", ")} and ${quoted[quoted.length - 1]}`;
}
