import { act, fireEvent, render, screen } from "@testing-library/react";
import { SearchBox } from "@/components/layout/search-box";

// A file of its own: once the dropdown's code has loaded it stays loaded for the module's
// life, and here it must not have been loaded before.

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));
jest.mock("next/image", () => ({
  __esModule: true,
  getImageProps: ({ src, alt }: { src: string; alt: string }) => ({ props: { src, alt } }),
}));

const cake = {
  id: "p1",
  title: "Chocolate Truffle Cake",
  image: null,
  categoryName: "Cakes",
  subcategoryName: "Chocolate Cakes",
};

const fetchMock = jest.fn((url: string) => {
  const query = new URL(url, "http://shop.test").searchParams.get("q");
  const body =
    url === "/api/search/popular"
      ? { categories: [] }
      : { results: query === "cake" ? [cake] : [] };
  return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body) });
});

beforeEach(() => {
  Object.defineProperty(globalThis, "fetch", { value: fetchMock, writable: true });
});

test("text typed before the suggestions' code has loaded is kept, and its suggestions then appear", async () => {
  render(<SearchBox />);
  const box = screen.getByRole("combobox", { name: "Search products" });
  // First paint: the input alone, its dropdown's code not yet asked for.
  expect(box).not.toHaveAttribute("aria-controls");

  act(() => box.focus());
  for (const text of ["c", "ca", "cak", "cake"]) fireEvent.change(box, { target: { value: text } });
  // Still before the code has arrived (it cannot before this test awaits anything).
  expect(screen.queryByRole("listbox", { hidden: true })).toBeNull();
  expect(box).toHaveValue("cake");

  const options = await screen.findAllByRole("option");
  expect(options).toHaveLength(1);
  expect(options[0]).toHaveTextContent("Chocolate Truffle Cake");
  expect(fetchMock).toHaveBeenCalledWith("/api/search?q=cake", expect.anything());
  // The same input throughout: the text, the focus (and a phone's keyboard) stayed.
  expect(screen.getByRole("combobox")).toBe(box);
  expect(box).toHaveFocus();
  expect(box).toHaveValue("cake");
  expect(box).toHaveAttribute("aria-expanded", "true");
  expect(box).toHaveAttribute("aria-controls", screen.getByRole("listbox").id);
});
