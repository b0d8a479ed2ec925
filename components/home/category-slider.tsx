import { OptimisedImg } from "@/components/ui/optimised-img";
import Link from "next/link";
import { PlaceholderPicture } from "@/components/product/placeholder-picture";
import { Carousel } from "@/components/ui/carousel";
import { categoryPath } from "@/lib/routing/paths";
import type { Category, CategoryProducts } from "@/lib/types";
import { categoriesWithProducts } from "./catalogue";
import { CatalogueUnavailable } from "./catalogue-unavailable";
import { SectionHeading } from "./section-heading";

/** docs/contract.md, Constants: the category slider moves every 5 seconds. */
const CATEGORY_AUTOPLAY_MS = 5000;

/**
 * A tile is at most this wide (CSS px, a sixth of a tablet's row): its picture is a 1x/2x pair
 * for that width, two URLs instead of the nine a `sizes` list writes.
 */
const TILE_PICTURE_PX = 160;

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
          slideClassName="tile-slide"
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

/** A category's picture and name; its styles are the `tile-*` classes of app/globals.css. */
function CategoryTile({ category }: { category: Category }) {
  return (
    <Link href={categoryPath(category.name)} className="tile-link">
      <span className="tile-picture">
        {category.image ? (
          <OptimisedImg
            src={category.image}
            alt=""
            width={TILE_PICTURE_PX}
            height={TILE_PICTURE_PX}
            className="tile-image"
          />
        ) : (
          <PlaceholderPicture />
        )}
      </span>
      <span className="tile-name">{category.name}</span>
    </Link>
  );
}
