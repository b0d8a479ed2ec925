import Link from "next/link";
import { ChevronRight } from "@/components/ui/icons/chevron-right";
import { PATHS } from "@/lib/routing/paths";
import { PageNav } from "./page-nav";
import { staticPage, type StaticPath } from "./pages";

/**
 * The shell of every help and policy page: breadcrumb, heading band, the page's content and
 * the list of the other pages (a left sidebar from `lg`, below the content on phones).
 */
export function StaticPage({ path, children }: { path: StaticPath; children: React.ReactNode }) {
  const { title, intro } = staticPage(path);
  return (
    <>
      <div className="border-b border-brand-100 bg-linear-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 pt-5 pb-8 sm:pt-6 sm:pb-10">
          <nav aria-label="Breadcrumb">
            <ol className="flex items-center gap-1 text-sm text-neutral-600">
              <li>
                <Link href={PATHS.home} className="rounded hover:text-brand-700 hover:underline">
                  Home
                </Link>
              </li>
              <li aria-hidden="true">
                <ChevronRight className="size-3.5" />
              </li>
              <li aria-current="page" className="font-medium text-neutral-800">
                {title}
              </li>
            </ol>
          </nav>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl">
            {title}
          </h1>
          <p className="mt-3 max-w-2xl text-base leading-7 text-neutral-700 sm:text-lg">{intro}</p>
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-14">
        {/* Desktop: the list leads, beside the text. Phones: it follows the text (below), so
            the answer comes first; only one of the two is ever displayed. */}
        <aside className="hidden lg:block">
          <div className="sticky top-6 -ml-3">
            <PageNav current={path} />
          </div>
        </aside>
        <div className="min-w-0">{children}</div>
        <aside className="mt-12 border-t border-neutral-200 pt-8 lg:hidden">
          <PageNav current={path} />
        </aside>
      </div>
    </>
  );
}
