import type { IconComponent } from "@/components/ui/icons/svg-icon";
import Link from "next/link";
import { buttonStyles } from "@/components/ui/button-styles";

/** A friendly empty page for the cart and the wishlist: icon, the spec's words, a way on. */
export function EmptyState({
  icon: Icon,
  title,
  text,
  action,
}: {
  icon: IconComponent;
  title: string;
  text: string;
  action: { href: string; label: string };
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-neutral-200 bg-white px-6 py-12 text-center shadow-sm sm:py-16">
      <span className="flex size-20 items-center justify-center rounded-full bg-brand-50 text-brand-600 ring-8 ring-brand-50/50">
        <Icon aria-hidden className="size-9" strokeWidth={1.5} />
      </span>
      <h2 className="mt-6 text-xl font-bold text-neutral-900">{title}</h2>
      <p className="mt-2 max-w-sm text-sm leading-6 text-neutral-600 sm:text-base">{text}</p>
      <Link href={action.href} className={buttonStyles({ className: "mt-6" })}>
        {action.label}
      </Link>
    </div>
  );
}
