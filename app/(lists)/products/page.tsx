import type { Metadata } from "next";
import { ProductListScreen, productListMetadata } from "@/components/catalogue/product-list-screen";
import { PATHS } from "@/lib/routing/paths";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The category slider's target, `/products?category={categoryname}` (docs/contract.md, Screens:
 * Product list).
 */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return productListMetadata(await searchParams);
}

/** The product list, filtered by the URL. */
export default async function ProductsPage({ searchParams }: Props) {
  return <ProductListScreen pathname={PATHS.products} searchParams={await searchParams} />;
}
