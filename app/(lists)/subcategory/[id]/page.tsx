import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ScopedListScreen } from "@/components/catalogue/scoped-list-screen";
import { getCategoryMenu } from "@/lib/backend/catalogue";
import { canonicalHref, parseFilter } from "@/lib/filters";
import { categoryPath, subcategoryPath } from "@/lib/routing/paths";

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The subcategory and its parent category, or null for an id the menu does not hold. */
async function findSubcategory(id: string) {
  for (const category of await getCategoryMenu()) {
    const subcategory = category.subcategories.find((sub) => sub.id === id);
    if (subcategory) return { category, subcategory };
  }
  return null;
}

/** The subcategory's name as the title; canonical keeps only the page. */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  // With the backend down the page itself shows error.tsx; the head just stays generic.
  const found = await findSubcategory(id).catch(() => null);
  if (!found) return {};
  const { category, subcategory } = found;
  const page = parseFilter(query).page;
  return {
    title: `${subcategory.name}${page ? ` – Page ${page}` : ""}`,
    description: `Shop ${subcategory.name.toLowerCase()} in ${category.name.toLowerCase()} at Uphaar, delivered across India, same day on orders before 12 PM.`,
    alternates: { canonical: canonicalHref(subcategoryPath(id), { page }) },
  };
}

/**
 * `/subcategory/{id}`: the products of one subcategory (docs/contract.md, Screens: Product list).
 */
export default async function SubcategoryPage({ params, searchParams }: Props) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const found = await findSubcategory(id);
  if (!found) notFound();
  const { category, subcategory } = found;
  return (
    <ScopedListScreen
      pathname={subcategoryPath(id)}
      searchParams={query}
      scope={{ subcategoryIds: [subcategory.id] }}
      title={subcategory.name}
      crumbs={[
        { label: category.name, href: categoryPath(category.name) },
        { label: subcategory.name },
      ]}
    />
  );
}
