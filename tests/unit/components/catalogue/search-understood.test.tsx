import { render, screen } from "@testing-library/react";
import { SearchUnderstood } from "@/components/catalogue/search-understood";

test("says what a typo was read as, linking to that search with the shopper's other filters", () => {
  render(
    <SearchUnderstood
      filter={{ query: "rosse", discount: 20 }}
      corrected="rose"
      ignored={[]}
      chips={[]}
    />,
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
      ignored={[]}
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
    <SearchUnderstood filter={{ query: "roses" }} corrected={null} ignored={[]} chips={[]} />,
  );
  expect(container).toBeEmptyDOMElement();
});

test("names the words no product holds, which the results leave aside", () => {
  render(
    <SearchUnderstood
      filter={{ query: "birthday cake zzz" }}
      corrected={null}
      ignored={["birthday", "zzz"]}
      chips={[]}
    />,
  );
  expect(screen.getByText(/No gift here mentions “birthday” and “zzz”\./)).toBeInTheDocument();
  expect(screen.getByText("Showing results for your other words.")).toBeInTheDocument();
});
