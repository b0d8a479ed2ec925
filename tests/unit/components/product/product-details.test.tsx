import { blankAttributes } from "@giftshop/shared/product-attributes";
import { render, screen, within } from "@testing-library/react";
import { ProductDetails } from "@/components/product/product-details";
import type { Product } from "@/lib/types";

const base: Product = {
  id: "p1",
  title: "Sweet Serenade 6 Orange Lilies Bouquet",
  name: "Lilies Bouquet",
  price: 1699,
  oldPrice: 2299,
  discount: 26,
  image: null,
  images: [],
  categoryId: "c",
  categoryName: "Flowers",
  subcategoryId: null,
  subcategoryName: "",
  ...blankAttributes(),
  careInstructions: ["Change the vase water daily", "  ", "Trim the stems"],
  type: "Bouquet",
  netQuantity: "6 Stems",
  description: "",
  sellerId: "",
  variants: [],
  personalisation: null,
};

function terms() {
  return screen.getAllByRole("term").map((term) => term.textContent);
}

test("lists only the filled-in details, care instructions as bullets", () => {
  render(<ProductDetails product={base} />);
  expect(terms()).toEqual(["Care instructions", "Type", "Net quantity"]);
  const care = screen.getByRole("list");
  expect(
    within(care)
      .getAllByRole("listitem")
      .map((item) => item.textContent),
  ).toEqual(["Change the vase water daily", "Trim the stems"]);
  expect(screen.getByText("6 Stems")).toBeInTheDocument();
});

test("a cake shows its ingredients, flavour, weight, size and servings; brand last", () => {
  render(
    <ProductDetails
      product={{
        ...base,
        careInstructions: [],
        ingredients: "Flour, cream",
        flavor: "Kiwi",
        type: "",
        shape: "Round",
        weight: "500 g",
        netQuantity: "",
        diameter: "6 inch",
        serves: "4-6 people",
        brand: "Bakingo",
      }}
    />,
  );
  expect(terms()).toEqual([
    "Ingredients",
    "Flavour",
    "Shape",
    "Weight",
    "Diameter",
    "Serves",
    "Brand",
  ]);
});

test("says so when there is nothing to list", () => {
  render(<ProductDetails product={{ ...base, careInstructions: [], type: "", netQuantity: "" }} />);
  expect(screen.getByText("No further details for this gift.")).toBeInTheDocument();
});

test("a fact a variant option decides is left to the chooser (a 1 kg cake is not '½ kg')", () => {
  const variant = (id: string, weight: string, egg: string) => ({
    id,
    label: `${weight} · ${egg}`,
    options: { Weight: weight, Egg: egg },
    price: 599,
    oldPrice: 599,
    discount: 0,
  });
  render(
    <ProductDetails
      product={{
        ...base,
        type: "Eggless",
        weight: "½ kg",
        serves: "4-6 people",
        diameter: "6 inch",
        flavor: "Chocolate",
        variants: [variant("500g-egg", "½ kg", "With egg"), variant("1kg-egg", "1 kg", "With egg")],
      }}
    />,
  );
  expect(terms()).toEqual(["Care instructions", "Flavour", "Net quantity"]);
});
