import { blankAttributes } from "@giftshop/shared/product-attributes";
import { summarise, type Product } from "@/lib/types";

const product: Product = {
  id: "p1",
  title: "Red Velvet Cake",
  name: "Red Velvet Cake 500 g",
  price: 799,
  oldPrice: 999,
  discount: 20,
  image: { url: "/uploads/cake.webp", alt: "Red Velvet Cake" },
  images: [{ url: "/uploads/cake.webp", alt: "Red Velvet Cake" }],
  categoryId: "c1",
  categoryName: "Cakes",
  subcategoryId: "s1",
  subcategoryName: "Red Velvet Cakes",
  ...blankAttributes(),
  brand: "Uphaar",
  description: "Soft layers.",
  sellerId: "seller-1",
  variants: [],
  personalisation: null,
};

describe("summarise", () => {
  test("keeps only what a card needs", () => {
    expect(Object.keys(summarise(product)).sort()).toEqual(
      [
        "categoryId",
        "categoryName",
        "discount",
        "id",
        "image",
        "oldPrice",
        "price",
        "subcategoryId",
        "subcategoryName",
        "title",
      ].sort(),
    );
    expect(summarise(product).price).toBe(799);
  });
});
