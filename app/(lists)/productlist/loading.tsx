import { ListSkeleton } from "@/components/catalogue/list-skeleton";

/** The list skeleton while the products load. */
export default function Loading() {
  return <ListSkeleton />;
}
