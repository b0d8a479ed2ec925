import { blankAttributes } from "@giftshop/shared/product-attributes";
import { render, screen } from "@testing-library/react";
import { ProductHighlights } from "@/components/product/product-highlights";
import type { Product } from "@/lib/types";

const base: Product = {
  id: "p1",
  title: "Rose Bouquet",
  name: "Rose Bouquet",
  price: 699,
  oldPrice: 699,
  discount: 0,
  image: null,
  images: [],
  categoryId: "c",
  categoryName: "Flowers",
  subcategoryId: null,
  subcategoryName: "",
  ...blankAttributes(),
  description: "",
  sellerId: "",
  variants: [],
  personalisation: null,
};

const terms = () => screen.getAllByRole("term").map((term) => term.textContent);

test("at most four facts, in the order a gift buyer checks them; a net quantity is 'Contains'", () => {
  render(
    <ProductHighlights
      product={{
        ...base,
        type: "Eggless",
        netQuantity: "12 Stems",
        shape: "Round",
        serves: "4-6 people",
        flavor: "Chocolate",
        brand: "Bakingo",
      }}
    />,
  );
  expect(terms()).toEqual(["Flavour", "Serves", "Shape", "Contains"]);
});

test("nothing when the product states none", () => {
  const { container } = render(<ProductHighlights product={{ ...base, brand: "Bakingo" }} />);
  expect(container).toBeEmptyDOMElement();
});
