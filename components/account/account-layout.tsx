import { cn } from "@/lib/cn";
import { AccountSideMenu, type AccountSection } from "./account-side-menu";

/**
 * The account pages' frame: the side menu, then the page's own heading and cards. `wide`
 * gives a page with a wide table (My Orders) more room beside a narrower menu.
 */
export function AccountLayout({
  user,
  current,
  title,
  wide = false,
  children,
}: {
  user: { name: string; email: string };
  current: AccountSection;
  title: string;
  wide?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className="bg-neutral-50/60">
      <div
        className={cn(
          "mx-auto px-4 py-6 sm:py-10 md:grid md:grid-cols-[15rem_minmax(0,1fr)] md:items-start md:gap-8",
          wide ? "max-w-7xl" : "max-w-6xl lg:grid-cols-[17rem_minmax(0,1fr)]",
        )}
      >
        <AccountSideMenu user={user} current={current} className="md:sticky md:top-6" />
        <div className="mt-6 min-w-0 md:mt-0">
          <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">
            {title}
          </h1>
          <div className="mt-5 space-y-6">{children}</div>
        </div>
      </div>
    </div>
  );
}
