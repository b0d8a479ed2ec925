import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { CartLineItem } from "@/components/cart/cart-line-item";
import { useCart } from "@/lib/stores/cart";
import { useSession } from "@/lib/stores/session";
import type { CartLine } from "@/lib/types";
import { answer, callsTo, line, product, routeFetch } from "../../support/cart-fixtures";
import { HALF_KG, ONE_KG, giftLine, message } from "../../support/gift-fixtures";
import "../../support/modal-dialog";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));
jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const forAsha = giftLine(HALF_KG, message("Happy birthday Asha", "Love, Ravi"), 2);

async function showLine(cartLine: CartLine, routes: Parameters<typeof routeFetch>[0] = {}) {
  const fetchMock = routeFetch({
    "GET /api/cart": () => answer(200, { lines: [cartLine] }),
    "GET /api/wishlist": () => answer(200, { items: [] }),
    ...routes,
  });
  await useCart.getState().load();
  render(
    <ul>
      <CartLineItem line={cartLine} onRemove={() => {}} />
    </ul>,
  );
  return fetchMock;
}

beforeEach(() => {
  jest.spyOn(console, "error").mockImplementation(() => {});
  useSession.setState({
    status: "authenticated",
    user: { id: "u1", name: "Asha", email: "a@example.in", isAccountVerify: true },
  });
  useCart.getState().reset();
});
afterEach(() => jest.restoreAllMocks());

test("the line shows its variant, its messages and its variant's price", async () => {
  await showLine(forAsha);
  expect(screen.getByText("½ kg · Eggless")).toBeInTheDocument();
  expect(screen.getByText("“Happy birthday Asha”")).toBeInTheDocument();
  expect(screen.getByText("“Love, Ravi”")).toBeInTheDocument();
  expect(screen.getByText("₹599 × 2")).toBeInTheDocument();
});

test("a plain product without choices offers no Edit", async () => {
  await showLine(line(product("a00000000000000000000009", 450), 1));
  expect(screen.queryByRole("button", { name: /^Edit/ })).not.toBeInTheDocument();
});

test("Edit changes the variant and the message, with a live count, and saves the line", async () => {
  const edited = giftLine(ONE_KG, message("Happy 30th Asha", "Love, Ravi"), 2);
  const fetchMock = await showLine(forAsha, {
    "PUT /api/cart/line": () => answer(200, { lines: [edited] }),
  });
  fireEvent.click(screen.getByRole("button", { name: `Edit ${forAsha.product.title}` }));
  const dialog = screen.getByRole("dialog", { name: `Edit ${forAsha.product.title}` });

  fireEvent.click(within(dialog).getByRole("radio", { name: /1 kg · Eggless/ }));
  const cake = within(dialog).getByRole("textbox", { name: "Message on the cake" });
  expect(cake).toHaveAccessibleDescription("19/30 characters");
  fireEvent.change(cake, { target: { value: "Happy 30th Asha" } });
  expect(cake).toHaveAccessibleDescription("15/30 characters");
  // A paste past the limit keeps what fits, counted as the shopper sees characters.
  fireEvent.change(cake, { target: { value: "नमस्ते".repeat(11) } });
  expect(cake).toHaveValue("नमस्ते".repeat(10));
  fireEvent.change(cake, { target: { value: "Happy 30th Asha" } });

  fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  expect(callsTo(fetchMock, "PUT /api/cart/line")).toEqual([
    {
      line: forAsha.key,
      variantId: "1kg",
      personalisation: { cakeMessage: "Happy 30th Asha", cardMessage: "Love, Ravi", photos: [] },
    },
  ]);
  expect(useCart.getState().lines.map((entry) => entry.key)).toEqual([edited.key]);
});

test("a refusal is shown in the dialog, which stays open", async () => {
  await showLine(forAsha, {
    "PUT /api/cart/line": () => answer(400, { error: "Please choose one of this gift's options." }),
  });
  fireEvent.click(screen.getByRole("button", { name: `Edit ${forAsha.product.title}` }));
  const dialog = screen.getByRole("dialog");
  fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
  expect(await within(dialog).findByRole("alert")).toHaveTextContent(
    "Please choose one of this gift's options.",
  );
  expect(dialog).toBeInTheDocument();
});

test("photos are shown read-only, with how to change them", async () => {
  const photo = { id: "b00000000000000000000001", width: 1600, height: 1200, lowResolution: false };
  const mug = giftLine(null, { cakeMessage: "", cardMessage: "For you", photos: [photo] });
  await showLine(mug);
  fireEvent.click(screen.getByRole("button", { name: `Edit ${mug.product.title}` }));
  const dialog = screen.getByRole("dialog");
  expect(within(dialog).getByRole("img", { name: "Your photo 1" })).toBeInTheDocument();
  expect(
    within(dialog).getByText("To change the photo, remove this gift and add it again."),
  ).toBeInTheDocument();
});

test("a name gift's names are edited in the dialog, and its photo keeps its place in the print", async () => {
  const photo = { id: "b00000000000000000000002", width: 1600, height: 1200, lowResolution: false };
  const crops = [{ x: 0.4, y: 0.5, zoom: 1.5 }];
  const base = giftLine(null, {
    cakeMessage: "",
    cardMessage: "",
    photos: [photo],
    names: ["Asha"],
    crops,
  });
  const keychain: CartLine = {
    ...base,
    product: {
      ...base.product,
      title: "Engraved Photo Keychain",
      variants: [],
      personalisation: {
        cakeMessage: false,
        cardMessage: true,
        photos: { min: 1, max: 1, print: { aspect: 1, shape: "rect" } },
        names: { labels: ["Name to engrave"], max: 12 },
      },
    },
  };
  const fetchMock = await showLine(keychain, {
    "PUT /api/cart/line": () => answer(200, { lines: [keychain] }),
  });
  expect(screen.getByText("“Asha”")).toBeInTheDocument();
  fireEvent.click(screen.getByRole("button", { name: "Edit Engraved Photo Keychain" }));
  const dialog = screen.getByRole("dialog");
  const name = within(dialog).getByRole("textbox", { name: "Name to engrave" });
  expect(name).toHaveValue("Asha");
  fireEvent.change(name, { target: { value: "Meera" } });
  fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  expect(callsTo(fetchMock, "PUT /api/cart/line")).toEqual([
    {
      line: keychain.key,
      personalisation: {
        cakeMessage: "",
        cardMessage: "",
        photos: [photo.id],
        names: ["Meera"],
        crops,
      },
    },
  ]);
});
