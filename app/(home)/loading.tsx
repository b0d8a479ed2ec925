import {
  CategorySliderSkeleton,
  HeroSkeleton,
  ProductRailsSkeleton,
} from "@/components/home/skeletons";

/** The home page's shape while it loads, so a shopper never stares at a blank screen. */
export default function HomeLoading() {
  return (
    <div className="flex flex-col gap-10 pb-4 sm:gap-14">
      <HeroSkeleton />
      <CategorySliderSkeleton />
      <ProductRailsSkeleton />
    </div>
  );
}
