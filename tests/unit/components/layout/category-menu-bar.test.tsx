import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { CategoryMenuBar } from "@/components/layout/category-menu-bar";

const categories = [
  { id: "c1", name: "Cakes", subcategories: [{ id: "s1", name: "Cupcakes" }] },
  { id: "c2", name: "Plants", subcategories: [] },
];

test("the server's HTML holds the categories' links and no subcategory panels", () => {
  const html = renderToString(<CategoryMenuBar categories={categories} />);
  expect(html).toContain(">Cakes<");
  expect(html).toContain(">Plants<");
  expect(html).not.toContain("/subcategory/");
  expect(html).not.toContain("Cupcakes");
});

test("in the browser each category with subcategories gets its panel of links", () => {
  render(<CategoryMenuBar categories={categories} />);
  expect(screen.getByRole("link", { name: "Cupcakes", hidden: true })).toHaveAttribute(
    "href",
    "/subcategory/s1",
  );
  expect(screen.getAllByRole("link", { hidden: true }).map((link) => link.textContent)).toEqual([
    "Cakes",
    "Cupcakes",
    "Plants",
  ]);
});
