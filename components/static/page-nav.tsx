import Link from "next/link";
import { cn } from "@/lib/cn";
import { PATHS } from "@/lib/routing/paths";
import { STATIC_PAGES, type StaticPath } from "./pages";

const GROUPS = [
  { group: "help", heading: "Help" },
  { group: "policy", heading: "Policies" },
] as const;

/** The list of help and policy pages beside (desktop) or below (phone) a static page. */
export function PageNav({ current }: { current: StaticPath }) {
  return (
    <nav aria-label="Help and policies" className="text-sm">
      <div className="grid grid-cols-2 gap-x-6 gap-y-8 lg:grid-cols-1">
        {GROUPS.map(({ group, heading }) => (
          <div key={group}>
            <h2 className="px-3 text-xs font-semibold tracking-wider text-neutral-500 uppercase">
              {heading}
            </h2>
            <ul className="mt-2 space-y-0.5">
              {STATIC_PAGES.filter((page) => page.group === group).map((page) => {
                const active = page.path === current;
                return (
                  <li key={page.path}>
                    <Link
                      href={page.path}
                      aria-current={active ? "page" : undefined}
                      className={cn(
                        "flex min-h-11 items-center rounded-lg px-3 py-2 text-neutral-700 transition-colors hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600",
                        active && "bg-brand-50 font-semibold text-brand-700",
                      )}
                    >
                      {page.title}
                    </Link>
                  </li>
                );
              })}
              {group === "help" && (
                <li>
                  <Link
                    href={PATHS.feedback}
                    className="flex min-h-11 items-center rounded-lg px-3 py-2 text-neutral-700 transition-colors hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    Give Feedback
                  </Link>
                </li>
              )}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
