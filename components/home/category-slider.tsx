import Link from "next/link";
import { ProductPicture } from "@/components/product/product-picture";
import { Carousel } from "@/components/ui/carousel";
import { categoryPath } from "@/lib/routing/paths";
import type { Category, CategoryProducts } from "@/lib/types";
import { categoriesWithProducts } from "./catalogue";
import { CatalogueUnavailable } from "./catalogue-unavailable";
import { SectionHeading } from "./section-heading";

/** docs/contract.md, Constants: the category slider moves every 5 seconds. */
const CATEGORY_AUTOPLAY_MS = 5000;

/** Slide widths: more tiles as the screen widens. */
const CATEGORY_SLIDE =
  "basis-[29%] pl-3 min-[480px]:basis-1/4 sm:basis-1/5 md:basis-1/6 lg:basis-[12.5%] sm:pl-4";

const TITLE = "Shop by Category";

/** The category slider: every category that has products, as a picture tile linking its list. */
export async function CategorySlider({
  categories,
  groups,
}: {
  categories: Promise<Category[] | null>;
  groups: Promise<CategoryProducts[] | null>;
}) {
  const [all, stocked] = await Promise.all([categories, groups]);
  return (
    <section className="mx-auto w-full max-w-7xl px-4">
      {/* pr-8 keeps the heading clear of the carousel's pause button, which sits on its row */}
      <SectionHeading title={TITLE} className="pr-8" />
      {all && stocked ? (
        <Carousel
          label={TITLE}
          autoplayMs={CATEGORY_AUTOPLAY_MS}
          loop
          slideClassName={CATEGORY_SLIDE}
          containerClassName="-ml-3 sm:-ml-4"
        >
          {categoriesWithProducts(all, stocked).map((category) => (
            <CategoryTile key={category.id} category={category} />
          ))}
        </Carousel>
      ) : (
        <CatalogueUnavailable what="our categories" />
      )}
    </section>
  );
}

function CategoryTile({ category }: { category: Category }) {
  return (
    <Link
      href={categoryPath(category.name)}
      className="group block rounded-2xl text-center focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none"
    >
      <span className="relative block aspect-square overflow-hidden rounded-2xl bg-brand-50 ring-1 ring-brand-100 transition group-hover:shadow-md group-hover:ring-brand-200">
        <ProductPicture
          src={category.image}
          sizes="(min-width: 1280px) 140px, (min-width: 1024px) 12vw, (min-width: 768px) 16vw, (min-width: 640px) 20vw, (min-width: 480px) 25vw, 29vw"
          className="object-cover transition duration-300 group-hover:scale-105"
        />
      </span>
      <span className="mt-2 line-clamp-2 block min-h-8 text-xs leading-tight font-semibold text-neutral-800 group-hover:text-brand-700 sm:min-h-9 sm:text-sm">
        {category.name}
      </span>
    </Link>
  );
}
