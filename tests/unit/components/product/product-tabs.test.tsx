import { fireEvent, render, screen } from "@testing-library/react";
import { ProductTabs } from "@/components/product/product-tabs";

const tabs = [
  { value: "description", label: "Description", content: <p>Soft sponge and cherries.</p> },
  { value: "details", label: "Product Details", content: <p>Weight 1 kg</p> },
  { value: "reviews", label: "Reviews", content: <p>No reviews yet</p> },
];

test("every panel is in the document (crawlable); only the active one is shown", () => {
  render(<ProductTabs tabs={tabs} />);
  expect(screen.getByRole("tab", { name: "Description" })).toHaveAttribute("aria-selected", "true");
  expect(screen.getByText("Soft sponge and cherries.")).toBeVisible();
  // Inactive panels stay mounted; CSS (data-state=inactive → display:none) hides them.
  expect(screen.getByText("Weight 1 kg")).toBeInTheDocument();
  expect(screen.getByText("No reviews yet").closest("[role=tabpanel]")).toHaveAttribute(
    "data-state",
    "inactive",
  );
});

test("a link to #reviews opens the Reviews tab", () => {
  Element.prototype.scrollIntoView = jest.fn();
  render(
    <>
      <a href="#reviews">8 reviews</a>
      <ProductTabs tabs={tabs} />
    </>,
  );
  fireEvent.click(screen.getByRole("link", { name: "8 reviews" }));
  expect(screen.getByRole("tab", { name: "Reviews" })).toHaveAttribute("aria-selected", "true");
  expect(screen.getByText("No reviews yet").closest("[role=tabpanel]")).toHaveAttribute(
    "data-state",
    "active",
  );
});

test("the arrow keys, Home and End move along the tabs and open the one they reach", () => {
  render(<ProductTabs tabs={tabs} />);
  const tab = (name: string) => screen.getByRole("tab", { name });
  expect(tab("Description")).toHaveAttribute("tabindex", "0");
  expect(tab("Reviews")).toHaveAttribute("tabindex", "-1");
  expect(screen.getByRole("tabpanel", { name: "Description" })).toHaveTextContent(
    "Soft sponge and cherries.",
  );

  tab("Description").focus();
  fireEvent.keyDown(tab("Description"), { key: "ArrowLeft" });
  expect(tab("Reviews")).toHaveFocus();
  expect(tab("Reviews")).toHaveAttribute("aria-selected", "true");
  expect(tab("Reviews")).toHaveAttribute("tabindex", "0");

  fireEvent.keyDown(tab("Reviews"), { key: "ArrowRight" });
  expect(tab("Description")).toHaveAttribute("aria-selected", "true");
  fireEvent.keyDown(tab("Description"), { key: "End" });
  expect(tab("Reviews")).toHaveFocus();
  fireEvent.keyDown(tab("Reviews"), { key: "Home" });
  expect(tab("Description")).toHaveFocus();

  fireEvent.click(tab("Product Details"));
  expect(screen.getByText("Weight 1 kg").closest("[role=tabpanel]")).toHaveAttribute(
    "data-state",
    "active",
  );
});
