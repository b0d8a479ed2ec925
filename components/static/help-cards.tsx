import Link from "next/link";
import type { IconComponent } from "@/components/ui/icons/svg-icon";

/** A link card: icon, title and one line saying what the shopper finds there. */
export interface HelpCard {
  href: string;
  title: string;
  text: string;
  icon: IconComponent;
}

/** A grid of link cards to the places where shoppers find help. */
export function HelpCards({ cards }: { cards: HelpCard[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {cards.map(({ href, title, text, icon: Icon }) => (
        <li key={href}>
          <Link
            href={href}
            className="group flex h-full items-start gap-4 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm transition hover:border-brand-200 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:p-5"
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 transition-colors group-hover:bg-brand-100">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span className="min-w-0">
              <span className="block font-semibold text-neutral-900 group-hover:text-brand-700">
                {title}
              </span>
              <span className="mt-1 block text-sm leading-6 text-neutral-600">{text}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
