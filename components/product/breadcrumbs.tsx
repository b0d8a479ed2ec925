import { ChevronRight } from "@/components/ui/icons/chevron-right";
import Link from "next/link";
import type { Crumb } from "@/lib/seo/product-jsonld";

/** Home › Category › Subcategory › product; the last step is the current page, not a link. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex min-w-0 items-center gap-1.5 overflow-x-auto py-0.5 whitespace-nowrap text-neutral-600">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li
              key={`${index}-${crumb.name}`}
              className={last ? "min-w-0" : "flex shrink-0 items-center gap-1.5"}
            >
              {last || !crumb.path ? (
                <span
                  aria-current={last ? "page" : undefined}
                  className="block truncate font-medium text-neutral-900"
                >
                  {crumb.name}
                </span>
              ) : (
                <>
                  <Link
                    href={crumb.path}
                    className="rounded py-1 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {crumb.name}
                  </Link>
                  <ChevronRight className="size-3.5 text-neutral-400" aria-hidden />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
