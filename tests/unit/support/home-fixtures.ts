import { blankAttributes } from "@giftshop/shared/product-attributes";
import type { Category, CategoryProducts, Product } from "@/lib/types";

/** Home-page catalogue fixtures: three categories, one of them without products. */
export const cakes: Category = { id: "c1", name: "Cakes", image: "/uploads/categories/cakes.webp" };
export const hampers: Category = { id: "c2", name: "Combos & Hampers", image: "" };
export const diyas: Category = {
  id: "c3",
  name: "Festive Diyas",
  image: "/uploads/categories/diyas.webp",
};

function product(id: string, title: string, category: Category): Product {
  return {
    id,
    title,
    name: title,
    price: 799,
    oldPrice: 999,
    discount: 20,
    image: { url: `/uploads/products/${id}.webp`, alt: title },
    images: [],
    categoryId: category.id,
    categoryName: category.name,
    subcategoryId: null,
    subcategoryName: "",
    description: "",
    ...blankAttributes(),
    sellerId: "",
    variants: [],
    personalisation: null,
  };
}

export const groups: CategoryProducts[] = [
  { category: cakes, products: [product("p1", "Black Forest Cake", cakes)] },
  { category: hampers, products: [product("p2", "Dry Fruit Hamper", hampers)] },
  { category: diyas, products: [] },
];
