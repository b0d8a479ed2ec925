import { render, screen } from "@testing-library/react";
import { SearchUnderstood } from "@/components/catalogue/search-understood";

test("says what a typo was read as, linking to that search with the shopper's other filters", () => {
  render(
    <SearchUnderstood filter={{ query: "rosse", discount: 20 }} corrected="rose" chips={[]} />,
  );
  expect(screen.getByText(/Did you mean/)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "“rose”" })).toHaveAttribute(
    "href",
    "/search-results?query=rose&discount=20",
  );
});

test("each filter the words named is a pill that searches again without those words", () => {
  render(
    <SearchUnderstood
      filter={{ query: "eggless cake under 500", page: 3 }}
      corrected={null}
      chips={[
        { kind: "price", label: "Under ₹500", without: "eggless cake" },
        { kind: "eggless", label: "Eggless", without: "cake under 500" },
      ]}
    />,
  );
  expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Remove filter Under ₹500" })).toHaveAttribute(
    "href",
    "/search-results?query=eggless%20cake",
  );
  expect(screen.getByRole("link", { name: "Remove filter Eggless" })).toHaveAttribute(
    "href",
    "/search-results?query=cake%20under%20500",
  );
});

test("shows nothing when the words were read as typed and named no filter", () => {
  const { container } = render(
    <SearchUnderstood filter={{ query: "roses" }} corrected={null} chips={[]} />,
  );
  expect(container).toBeEmptyDOMElement();
});
