import type { Metadata } from "next";
import { OptimisedImg } from "@/components/ui/optimised-img";
import { notFound } from "next/navigation";
import { ScopedListScreen } from "@/components/catalogue/scoped-list-screen";
import { canonicalHref, parseFilter } from "@/lib/filters";
import { RECIPIENT_PAGES, recipientBySlug } from "@giftshop/shared/recipients";
import { recipientPath } from "@/lib/routing/paths";

type Props = {
  params: Promise<{ recipient: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * The 13 recipient routes of docs/contract.md, Screens: Product list, and only those: any other
 * top-level path is a 404.
 */
export function generateStaticParams() {
  return RECIPIENT_PAGES.map((page) => ({ recipient: page.slug }));
}
export const dynamicParams = false;

/** "Gifts for Wife" with the page's blurb; canonical keeps only the page. */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ recipient }, query] = await Promise.all([params, searchParams]);
  const page = recipientBySlug(recipient);
  if (!page) return {};
  const number = parseFilter(query).page;
  return {
    title: `${page.heading}${number ? ` – Page ${number}` : ""}`,
    description: page.blurb,
    alternates: { canonical: canonicalHref(recipientPath(page.slug), { page: number }) },
  };
}

/** `/wife` … `/husband`: the products tagged for one recipient. */
export default async function RecipientPage({ params, searchParams }: Props) {
  const [{ recipient }, query] = await Promise.all([params, searchParams]);
  const page = recipientBySlug(recipient);
  if (!page) notFound();
  return (
    <ScopedListScreen
      pathname={recipientPath(page.slug)}
      searchParams={query}
      scope={{ recipient: page.slug }}
      title={
        <span className="flex items-center gap-4">
          <OptimisedImg
            src={page.image}
            alt=""
            width={64}
            height={64}
            className="size-14 shrink-0 rounded-full bg-brand-50 object-cover ring-2 ring-brand-100 sm:size-16"
          />
          {page.heading}
        </span>
      }
      intro={page.blurb}
      crumbs={[{ label: page.heading }]}
    />
  );
}
