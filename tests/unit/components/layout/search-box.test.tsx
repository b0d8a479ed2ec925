import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { SearchBox } from "@/components/layout/search-box";
import type { SearchSuggestion } from "@/lib/types";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));
jest.mock("next/image", () => ({
  __esModule: true,
  // The picture as given: jsdom has no image optimiser.
  getImageProps: ({ src, alt }: { src: string; alt: string }) => ({ props: { src, alt } }),
}));

const cakes: SearchSuggestion[] = [
  {
    id: "p1",
    title: "Chocolate Truffle Cake",
    image: "/uploads/products/cake-1.webp",
    categoryName: "Cakes",
    subcategoryName: "Chocolate Cakes",
  },
  {
    id: "p2",
    title: "Eggless Fruit Cake",
    image: null,
    categoryName: "Cakes",
    subcategoryName: "Fruit Cakes",
  },
];

type Answer = { results: SearchSuggestion[]; categories?: { name: string; href: string }[] };
const fetchMock = jest.fn<
  Promise<{ ok: boolean; status: number; json: () => Promise<Answer> }>,
  [string]
>();

function answer(results: SearchSuggestion[]) {
  return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({ results }) });
}

beforeEach(() => {
  window.localStorage.clear();
  push.mockReset();
  fetchMock.mockReset();
  fetchMock.mockImplementation((url) =>
    answer(new URL(url, "http://shop.test").searchParams.get("q") === "cake" ? cakes : []),
  );
  Object.defineProperty(globalThis, "fetch", { value: fetchMock, writable: true });
});

const input = () => screen.getByRole("combobox");

/**
 * Renders the box with its dropdown's code loaded (it is fetched when the box is first used:
 * pointing at the box starts that), so these tests see the box as a shopper does once it is.
 */
async function renderBox(ui: ReactElement = <SearchBox />) {
  render(ui);
  fireEvent.pointerEnter(input());
  await waitFor(() => expect(input()).toHaveAttribute("aria-controls"));
}
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
/** Enter as a browser does it: our key handler first, then the form's implicit submit. */
function pressEnter() {
  const event = fireEvent.keyDown(input(), { key: "Enter" });
  if (event) fireEvent.submit(input().closest("form")!);
}

test("shows the spec's placeholder", () => {
  render(<SearchBox />);
  expect(input()).toHaveAttribute("placeholder", "Search by title, category, or subcategory...");
});

test("without script the form itself opens the results page for the text", () => {
  render(<SearchBox />);
  const form = screen.getByRole("search");
  expect(form).toHaveAttribute("action", "/search-results");
  expect(form).not.toHaveAttribute("method");
  expect(input()).toHaveAttribute("name", "query");
});

test("blank or whitespace-only text does nothing on Enter or the button", async () => {
  await renderBox();
  pressEnter();
  type("   ");
  pressEnter();
  fireEvent.click(screen.getByRole("button", { name: "Search" }));
  await new Promise((resolve) => setTimeout(resolve, 250));
  expect(push).not.toHaveBeenCalled();
  expect(fetchMock).not.toHaveBeenCalled();
  expect(input()).toHaveAttribute("aria-expanded", "false");
});

test("typing shows suggestions with picture, title, category and subcategory", async () => {
  await renderBox();
  type("Cake");
  const options = await screen.findAllByRole("option");
  expect(fetchMock).toHaveBeenCalledWith("/api/search?q=cake", expect.anything());
  expect(options).toHaveLength(2);
  expect(input()).toHaveAttribute("aria-expanded", "true");
  const first = within(options[0]!);
  expect(first.getByText("Chocolate Truffle Cake")).toBeInTheDocument();
  expect(first.getByText("Chocolate Cakes")).toBeInTheDocument();
  expect(options[0]!.querySelector("img")).toHaveAttribute("src", "/uploads/products/cake-1.webp");
  // No picture: the placeholder, not a broken image.
  expect(options[1]!.querySelector("img")).toBeNull();
  expect(options[1]!.querySelector("svg")).not.toBeNull();
  expect(within(options[1]!).getByText("Fruit Cakes")).toBeInTheDocument();
});

test("says 'No results found.' when nothing matches", async () => {
  await renderBox();
  type("zzz");
  expect(await screen.findByText("No results found.")).toBeVisible();
  expect(screen.queryAllByRole("option")).toHaveLength(0);
});

test("a failed search reads as no matches", async () => {
  jest.spyOn(console, "error").mockImplementation(() => {});
  fetchMock.mockRejectedValue(new TypeError("network down"));
  await renderBox();
  type("cake");
  expect(await screen.findByText("No results found.")).toBeVisible();
});

test("clicking a suggestion goes to its product page, clears the text and closes", async () => {
  await renderBox();
  type("cake");
  fireEvent.click(await screen.findByText("Eggless Fruit Cake"));
  expect(push).toHaveBeenCalledWith("/products/p2");
  expect(input()).toHaveValue("");
  expect(input()).toHaveAttribute("aria-expanded", "false");
  expect(screen.queryAllByRole("option")).toHaveLength(0);
});

test("arrows and Enter choose a suggestion", async () => {
  await renderBox();
  type("cake");
  await screen.findAllByRole("option");
  fireEvent.keyDown(input(), { key: "ArrowDown" });
  fireEvent.keyDown(input(), { key: "ArrowDown" });
  fireEvent.keyDown(input(), { key: "ArrowDown" }); // wraps to the first
  const [first] = screen.getAllByRole("option");
  expect(first).toHaveAttribute("aria-selected", "true");
  expect(input()).toHaveAttribute("aria-activedescendant", first!.id);
  fireEvent.keyDown(input(), { key: "ArrowUp" }); // wraps to the last
  pressEnter();
  expect(push).toHaveBeenCalledTimes(1);
  expect(push).toHaveBeenCalledWith("/products/p2");
  expect(input()).toHaveValue("");
});

test("Enter with no suggestion picked opens the results page for the trimmed, lower-cased text", async () => {
  await renderBox();
  type(" Red ROSES ");
  pressEnter();
  expect(push).toHaveBeenCalledWith("/search-results?query=red%20roses");
  expect(input()).toHaveValue("");
  expect(input()).toHaveAttribute("aria-expanded", "false");
});

test("the search button also opens the results page", async () => {
  await renderBox();
  type("Mug & Cup");
  fireEvent.click(screen.getByRole("button", { name: "Search" }));
  expect(push).toHaveBeenCalledWith("/search-results?query=mug%20%26%20cup");
});

test("Escape and a click outside close the dropdown; focusing the input reopens it", async () => {
  await renderBox(
    <div>
      <SearchBox />
      <p>elsewhere</p>
    </div>,
  );
  type("cake");
  await screen.findAllByRole("option");
  fireEvent.keyDown(input(), { key: "Escape" });
  expect(input()).toHaveAttribute("aria-expanded", "false");
  fireEvent.focus(input());
  expect(input()).toHaveAttribute("aria-expanded", "true");
  fireEvent.pointerDown(screen.getByText("elsewhere"));
  expect(input()).toHaveAttribute("aria-expanded", "false");
  fireEvent.focus(input());
  expect(input()).toHaveAttribute("aria-expanded", "true");
});

test("emptying the text closes the dropdown and clears the results", async () => {
  await renderBox();
  type("cake");
  await screen.findAllByRole("option");
  type("");
  expect(input()).toHaveAttribute("aria-expanded", "false");
  expect(screen.queryAllByRole("option")).toHaveLength(0);
  fireEvent.focus(input());
  expect(input()).toHaveAttribute("aria-expanded", "false");
});

test("an answer for text that has since changed is ignored", async () => {
  let answerOld: (results: SearchSuggestion[]) => void = () => {};
  fetchMock.mockImplementation((url) => {
    if (url.endsWith("q=ro")) {
      return new Promise((resolve) => {
        answerOld = (results) =>
          resolve({ ok: true, status: 200, json: async () => ({ results }) });
      });
    }
    return answer(cakes);
  });
  await renderBox();
  type("ro");
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  type("rose");
  await screen.findAllByRole("option");
  await act(async () => {
    answerOld([{ ...cakes[0]!, id: "stale", title: "Stale answer" }]);
  });
  expect(screen.queryByText("Stale answer")).not.toBeInTheDocument();
  expect(screen.getAllByRole("option")).toHaveLength(2);
});

test("categories whose names hold the words are offered apart from the products", async () => {
  fetchMock.mockImplementation(() =>
    Promise.resolve({
      ok: true,
      status: 200,
      json: () =>
        Promise.resolve({
          results: cakes,
          categories: [{ name: "Cakes", href: "/products?category=Cakes" }],
        }),
    }),
  );
  await renderBox();
  type("cake");
  const categories = await screen.findByRole("navigation", { name: "Matching categories" });
  // Products stay the listbox's options; a category is a link of its own.
  expect(screen.getAllByRole("option")).toHaveLength(2);
  fireEvent.click(within(categories).getByRole("link", { name: "Cakes" }));
  expect(push).toHaveBeenCalledWith("/products?category=Cakes");
});

test("the focused empty box offers recent searches, newest first; each can be removed or cleared", async () => {
  await renderBox();
  type("roses");
  pressEnter();
  type("Birthday Cake");
  pressEnter();
  fireEvent.focus(input());
  const recent = screen.getByRole("region", { name: "Recent searches" });
  const searches = within(recent)
    .getAllByRole("button")
    .map((button) => button.textContent)
    .filter((label) => label === "roses" || label === "birthday cake");
  expect(searches).toEqual(["birthday cake", "roses"]);

  push.mockReset();
  fireEvent.click(within(recent).getByRole("button", { name: "roses" }));
  expect(push).toHaveBeenCalledWith("/search-results?query=roses");

  fireEvent.focus(input());
  fireEvent.click(
    screen.getByRole("button", { name: "Remove birthday cake from recent searches" }),
  );
  expect(screen.queryByRole("button", { name: "birthday cake" })).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole("button", { name: "Clear" }));
  expect(screen.queryByRole("region", { name: "Recent searches" })).not.toBeInTheDocument();
  expect(window.localStorage.getItem("uphaar.recent-searches")).toBe("[]");
});

test("stored recent searches that are not a list of texts are ignored", async () => {
  window.localStorage.setItem("uphaar.recent-searches", "{not json");
  await renderBox();
  fireEvent.focus(input());
  expect(screen.queryByRole("region", { name: "Recent searches" })).not.toBeInTheDocument();
});

test("the focused empty box offers the popular categories, asked for once", async () => {
  const popular = [
    { name: "Cakes", href: "/products?category=Cakes" },
    { name: "Flowers", href: "/products?category=Flowers" },
  ];
  fetchMock.mockImplementation((url) =>
    Promise.resolve({
      ok: true,
      status: 200,
      json: () =>
        Promise.resolve(
          url === "/api/search/popular"
            ? ({ categories: popular } as unknown as Answer)
            : { results: [] },
        ),
    }),
  );
  await renderBox();
  fireEvent.focus(input());
  const offered = await screen.findByRole("navigation", { name: "Popular categories" });
  expect(
    within(offered)
      .getAllByRole("link")
      .map((link) => link.textContent),
  ).toEqual(["Cakes", "Flowers"]);
  fireEvent.click(within(offered).getByRole("link", { name: "Flowers" }));
  expect(push).toHaveBeenCalledWith("/products?category=Flowers");

  // Typing hides them; the empty box shows them again without asking again.
  fireEvent.focus(input());
  type("c");
  expect(screen.queryByRole("navigation", { name: "Popular categories" })).not.toBeInTheDocument();
  type("");
  fireEvent.click(input());
  expect(screen.getByRole("navigation", { name: "Popular categories" })).toBeInTheDocument();
  const asked = fetchMock.mock.calls.filter(([url]) => url === "/api/search/popular");
  expect(asked).toHaveLength(1);
});

test("an empty box with neither recent searches nor popular categories opens nothing", async () => {
  fetchMock.mockImplementation(() =>
    Promise.resolve({ ok: false, status: 502, json: () => Promise.resolve({ results: [] }) }),
  );
  await renderBox();
  fireEvent.focus(input());
  await waitFor(() =>
    expect(fetchMock).toHaveBeenCalledWith("/api/search/popular", expect.anything()),
  );
  expect(screen.queryByRole("navigation", { name: "Popular categories" })).not.toBeInTheDocument();
  expect(input()).toHaveAttribute("aria-expanded", "false");
});
