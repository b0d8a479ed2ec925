import type { Metadata } from "next";
import { ProductListScreen, productListMetadata } from "@/components/catalogue/product-list-screen";
import { PATHS } from "@/lib/routing/paths";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The spec's `/productlist`: its navigation-state category travels as `?category=` here. */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return productListMetadata(await searchParams);
}

/** The same product list as /products, under the spec's own route. */
export default async function ProductListPage({ searchParams }: Props) {
  return <ProductListScreen pathname={PATHS.productList} searchParams={await searchParams} />;
}
