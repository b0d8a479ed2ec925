import type React from "react";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import {
  GiftFields,
  GiftMissingNotice,
  GiftPreviewSlot,
  GiftPrice,
} from "@/components/gifting/gift-panel";
import { GiftStateProvider, type GiftProduct } from "@/components/gifting/gift-state";
import { VariantChooser } from "@/components/gifting/variant-chooser";
import { AddToCartButton } from "@/components/product/add-to-cart-button";
import { useCart } from "@/lib/stores/cart";
import { useSession } from "@/lib/stores/session";
import { answer, product, routeFetch } from "../../support/cart-fixtures";
import {
  CAKE_ID,
  CAKE_SPEC,
  CAKE_VARIANTS,
  MUG_ID,
  MUG_SPEC,
  NAME_MUGS_ID,
  NAME_MUGS_SPEC,
  PRINTED_MUG_SPEC,
} from "../../support/gift-product-fixtures";

// The product page of a gift (docs/gifting.md "Storefront"): the chosen variant's price, the
// chooser, the message counters, the photo uploads and what Add to Cart hands the cart.

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));
jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const cake: GiftProduct = { id: CAKE_ID, variants: CAKE_VARIANTS, personalisation: CAKE_SPEC };
const mug: GiftProduct = { id: MUG_ID, variants: [], personalisation: MUG_SPEC };
const printedMug: GiftProduct = { id: MUG_ID, variants: [], personalisation: PRINTED_MUG_SPEC };
const add = jest.fn();

function GiftPage({ gift, variantId = null }: { gift: GiftProduct; variantId?: string | null }) {
  const base = gift.variants[0] ?? { price: 499, oldPrice: 599, discount: 17 };
  return (
    <GiftStateProvider product={gift} initialVariantId={variantId}>
      <div className="relative">
        <GiftPreviewSlot />
      </div>
      <GiftPrice price={base.price} oldPrice={base.oldPrice} discount={base.discount} />
      <VariantChooser />
      <GiftFields />
      <GiftMissingNotice />
      <AddToCartButton product={product(gift.id, base.price, base.oldPrice)} />
    </GiftStateProvider>
  );
}

/** Renders the page and lets its lazy parts (the fields, the preview) arrive. */
async function show(ui: React.ReactElement) {
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(ui);
  });
  return view!;
}

const signIn = () =>
  useSession.setState({
    status: "authenticated",
    user: { id: "u1", name: "Asha", email: "asha@example.in", isAccountVerify: true },
  });

beforeEach(() => {
  window.history.replaceState(null, "", `/products/${CAKE_ID}`);
  push.mockReset();
  add.mockReset().mockResolvedValue(true);
  useCart.setState({ add });
  signIn();
});

const group = (name: string) => screen.getByRole("radiogroup", { name: new RegExp(`^${name}`) });
const value = (option: string, name: string) => within(group(option)).getByRole("radio", { name });
const price = () => document.querySelector(".price")?.textContent ?? "";

describe("variants", () => {
  test("choosing 1 kg and Eggless shows that variant's price and discount and replaces the address", async () => {
    await show(<GiftPage gift={cake} />);
    expect(price()).toMatch(/₹599.*₹799.*25% off/);
    expect(value("Weight", "½ kg")).toHaveAttribute("aria-checked", "true");

    fireEvent.click(value("Weight", "1 kg"));
    fireEvent.click(value("Egg", "Eggless"));

    expect(price()).toMatch(/₹1,149.*₹1,499.*23% off/);
    expect(value("Weight", "1 kg")).toHaveAttribute("aria-checked", "true");
    expect(value("Egg", "Eggless")).toHaveAttribute("aria-checked", "true");
    expect(window.location.pathname).toBe(`/products/${CAKE_ID}`);
    expect(window.location.search).toBe("?variant=1kg-eggless");
  });

  test("every value is a link to its variant's own page, for crawlers and new tabs", async () => {
    await show(<GiftPage gift={cake} />);
    expect(value("Weight", "1 kg")).toHaveAttribute("href", `/products/${CAKE_ID}?variant=1kg-egg`);
    expect(value("Egg", "Eggless")).toHaveAttribute(
      "href",
      `/products/${CAKE_ID}?variant=500g-eggless`,
    );
  });

  test("a value whose combination does not exist is disabled and cannot be chosen", async () => {
    await show(<GiftPage gift={cake} variantId="2kg-egg" />);
    const eggless = value("Egg", "Eggless");
    expect(eggless).toHaveAttribute("aria-disabled", "true");
    fireEvent.click(eggless);
    expect(eggless).toHaveAttribute("aria-checked", "false");
    expect(price()).toMatch(/₹1,999/);
    // With ½ kg chosen, both egg choices exist.
    fireEvent.click(value("Weight", "½ kg"));
    expect(value("Egg", "Eggless")).not.toHaveAttribute("aria-disabled");
  });

  test("arrow keys move the choice within a group, as in any radio group", async () => {
    await show(<GiftPage gift={cake} />);
    const half = value("Weight", "½ kg");
    expect(half).toHaveAttribute("tabindex", "0");
    fireEvent.keyDown(half, { key: "ArrowRight" });
    expect(value("Weight", "1 kg")).toHaveAttribute("aria-checked", "true");
    expect(value("Weight", "1 kg")).toHaveFocus();
    expect(price()).toMatch(/₹1,099/);
  });
});

describe("messages", () => {
  test("the cake message counts what the shopper sees: जन्मदिन मुबारक is 9 characters, not 14 code points", async () => {
    await show(<GiftPage gift={cake} />);
    const field = screen.getByRole("textbox", { name: "Message on cake" });
    fireEvent.change(field, { target: { value: "जन्मदिन मुबारक" } });
    expect(screen.getByText("9/30")).toBeInTheDocument();
    expect(screen.getByText("9/30")).toHaveAttribute("aria-live", "polite");
  });

  test("a paste over 30 keeps the first 30 characters, says so, and the counter turns red", async () => {
    await show(<GiftPage gift={cake} />);
    const field = screen.getByRole("textbox", { name: "Message on cake" });
    fireEvent.change(field, { target: { value: "🎂".repeat(40) } });
    expect(field).toHaveValue("🎂".repeat(30));
    const counter = screen.getByText("30/30");
    expect(counter).toHaveClass("text-red-700");
    expect(screen.getByText("Only the first 30 characters were kept.")).toBeInTheDocument();
  });

  test("the card has its own counter, out of 250, and a small card preview", async () => {
    await show(<GiftPage gift={cake} />);
    fireEvent.change(screen.getByRole("textbox", { name: "Message card" }), {
      target: { value: "Love, Ma" },
    });
    expect(screen.getByText("8/250")).toBeInTheDocument();
    expect(screen.getByRole("figure", { name: "Preview of your card" })).toHaveTextContent(
      "Love, Ma",
    );
  });

  test("Add to Cart hands the cart the chosen variant and the messages as typed (the cart normalises them, tests/unit/lib/stores/cart-gift-lines.test.ts)", async () => {
    await show(<GiftPage gift={cake} />);
    fireEvent.click(value("Weight", "1 kg"));
    fireEvent.click(value("Egg", "Eggless"));
    fireEvent.change(screen.getByRole("textbox", { name: "Message on cake" }), {
      target: { value: "  Happy Birthday Asha  " },
    });
    fireEvent.change(screen.getByRole("textbox", { name: "Message card" }), {
      target: { value: "Love,\r\nMa" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Add to Cart" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/cartlist"));
    expect(add).toHaveBeenCalledWith({
      product: expect.objectContaining({ id: CAKE_ID }),
      gift: {
        variant: CAKE_VARIANTS[3],
        personalisation: {
          cakeMessage: "  Happy Birthday Asha  ",
          cardMessage: "Love,\nMa",
          photos: [],
          photoRefs: [],
        },
      },
    });
  });

  test("a gift with variants and nothing chosen goes in as its first variant", async () => {
    await show(<GiftPage gift={{ ...cake, personalisation: null }} />);
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Add to Cart" }));
    await waitFor(() => expect(add).toHaveBeenCalled());
    expect(add.mock.calls[0]?.[0].gift).toEqual({
      variant: CAKE_VARIANTS[0],
      personalisation: null,
    });
  });
});

describe("photos", () => {
  const UPLOAD = { id: "up-1", width: 1600, height: 1600, lowResolution: false };
  const file = () =>
    new File([new Uint8Array([0xff, 0xd8, 0xff])], "asha.jpg", { type: "image/jpeg" });
  const choose = () =>
    act(async () => {
      fireEvent.change(screen.getByLabelText("Add photo"), { target: { files: [file()] } });
    });

  test("Add to Cart waits for the photo, with the reason shown, then carries it", async () => {
    const fetchMock = routeFetch({
      "POST /api/photos": () => answer(201, { upload: UPLOAD, warning: null }),
    });
    await show(<GiftPage gift={mug} />);
    const button = await screen.findByRole("button", { name: "Add to Cart" });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription("Please add a photo for this gift.");

    await choose();
    expect(await screen.findByRole("img", { name: "Your photo 1" })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBeInstanceOf(File);
    expect(button).toBeEnabled();

    fireEvent.click(button);
    await waitFor(() => expect(add).toHaveBeenCalled());
    expect(add.mock.calls[0]?.[0].gift).toEqual({
      variant: null,
      personalisation: { cakeMessage: "", cardMessage: "", photos: ["up-1"], photoRefs: [UPLOAD] },
    });
  });

  test("shows 'Uploading…' while the photo travels, and the preview on the picture after", async () => {
    let settle: (value: Awaited<ReturnType<typeof answer>>) => void = () => {};
    routeFetch({ "POST /api/photos": () => new Promise((resolve) => (settle = resolve)) });
    const { container } = await show(<GiftPage gift={printedMug} />);
    await screen.findByLabelText("Add photo");
    await choose();
    expect(screen.getByText("Uploading…")).toBeInTheDocument();
    await act(async () => settle(await answer(201, { upload: UPLOAD, warning: null })));
    await waitFor(() => expect(container.querySelector("[data-gift-preview] img")).not.toBeNull());
    expect(container.querySelector("[data-gift-preview] img")).toHaveAttribute(
      "src",
      "/api/photos/up-1",
    );
  });

  test("a gift of several photos shows them in their slots, not one over the picture", async () => {
    routeFetch({ "POST /api/photos": () => answer(201, { upload: UPLOAD, warning: null }) });
    const { container } = await show(<GiftPage gift={mug} />);
    await screen.findByLabelText("Add photo");
    await choose();
    expect(await screen.findByRole("img", { name: "Your photo 1" })).toBeInTheDocument();
    expect(container.querySelector("[data-gift-preview]")).toBeNull();
  });

  test("a printed photo is placed by arrow keys and zoom, shown so on the picture, and carried to the cart", async () => {
    const wide = { id: "up-2", width: 2000, height: 1000, lowResolution: false };
    routeFetch({ "POST /api/photos": () => answer(201, { upload: wide, warning: null }) });
    const { container } = await show(<GiftPage gift={printedMug} />);
    await screen.findByLabelText("Add photo");
    await choose();
    const print = await screen.findByRole("group", { name: "Your photo 1 in the print" });
    const previewed = () =>
      (container.querySelector("[data-gift-preview] img") as HTMLImageElement).style.left;
    const centred = previewed();
    // A 2:1 photo in a 4:3 panel overhangs sideways: Left shows more of its left side.
    fireEvent.keyDown(print, { key: "ArrowLeft" });
    expect(previewed()).not.toBe(centred);
    fireEvent.click(screen.getByRole("button", { name: "Zoom in" }));
    fireEvent.click(screen.getByRole("button", { name: "Centre the photo" }));
    expect(previewed()).toBe(centred);
    fireEvent.keyDown(print, { key: "ArrowLeft" });
    fireEvent.keyDown(print, { key: "+" });

    fireEvent.click(screen.getByRole("button", { name: "Add to Cart" }));
    await waitFor(() => expect(add).toHaveBeenCalled());
    expect(add.mock.calls[0]?.[0].gift.personalisation.crops).toEqual([
      { x: 0.54, y: 0.5, zoom: 1.25 },
    ]);
  });

  test("a small photo is kept with the backend's warning beside it", async () => {
    const warning = "This photo is small (800 × 600 px) and may print blurry.";
    routeFetch({
      "POST /api/photos": () =>
        answer(201, {
          upload: { ...UPLOAD, width: 800, height: 600, lowResolution: true },
          warning,
        }),
    });
    await show(<GiftPage gift={mug} />);
    await screen.findByLabelText("Add photo");
    await choose();
    expect(await screen.findByText(warning)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add to Cart" })).toBeEnabled();
  });

  test("a refused photo shows the backend's own words and is not added", async () => {
    routeFetch({
      "POST /api/photos": () => answer(415, { error: "Please upload a JPEG, PNG or WebP photo." }),
    });
    await show(<GiftPage gift={mug} />);
    await screen.findByLabelText("Add photo");
    await choose();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Please upload a JPEG, PNG or WebP photo.",
    );
    expect(screen.queryByRole("img", { name: "Your photo 1" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
  });

  test("Remove takes the photo out again", async () => {
    routeFetch({ "POST /api/photos": () => answer(201, { upload: UPLOAD, warning: null }) });
    await show(<GiftPage gift={mug} />);
    await screen.findByLabelText("Add photo");
    await choose();
    fireEvent.click(await screen.findByRole("button", { name: "Remove photo 1" }));
    expect(screen.queryByRole("img", { name: "Your photo 1" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
  });

  test("a visitor is offered the login, back to this gift, instead of the upload", async () => {
    useSession.setState({ status: "anonymous", user: null });
    await show(<GiftPage gift={mug} />);
    const login = await screen.findByRole("link", { name: "Log in to add your photo" });
    expect(login).toHaveAttribute(
      "href",
      `/login?next=${encodeURIComponent(`/products/${MUG_ID}`)}`,
    );
    expect(screen.queryByLabelText("Add photo")).not.toBeInTheDocument();
  });
});

describe("names", () => {
  const mugs: GiftProduct = { id: NAME_MUGS_ID, variants: [], personalisation: NAME_MUGS_SPEC };

  test("each name has its field, limited to the gift's length; Add to Cart waits for both, then carries them", async () => {
    await show(<GiftPage gift={mugs} />);
    const first = await screen.findByRole("textbox", { name: "Name on the first mug" });
    const second = screen.getByRole("textbox", { name: "Name on the second mug" });
    expect(first).toBeRequired();
    const button = screen.getByRole("button", { name: "Add to Cart" });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription("Please enter each name to print on this gift.");

    fireEvent.change(first, { target: { value: "Asha" } });
    expect(button).toBeDisabled();
    fireEvent.change(second, { target: { value: "Rohan Kumar Sharma" } });
    // Cut to the mug's 12 characters, with the counter and the notice saying so.
    expect(second).toHaveValue("Rohan Kumar ");
    expect(screen.getByText("Only the first 12 characters were kept.")).toBeInTheDocument();
    fireEvent.change(second, { target: { value: "Rohan" } });
    expect(button).toBeEnabled();

    fireEvent.click(button);
    await waitFor(() => expect(add).toHaveBeenCalled());
    expect(add.mock.calls[0]?.[0].gift).toEqual({
      variant: null,
      personalisation: {
        cakeMessage: "",
        cardMessage: "",
        photos: [],
        names: ["Asha", "Rohan"],
        photoRefs: [],
      },
    });
  });
});

describe("a plain product", () => {
  test("no chooser, no fields, and Add to Cart as before", async () => {
    routeFetch({});
    render(
      <>
        <VariantChooser />
        <GiftFields />
        <AddToCartButton product={product("p1", 450, 500)} />
      </>,
    );
    expect(screen.queryByRole("radiogroup")).not.toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    const button = screen.getByRole("button", { name: "Add to Cart" });
    expect(button).toBeEnabled();
    fireEvent.click(button);
    await waitFor(() => expect(add).toHaveBeenCalled());
    expect(add).toHaveBeenCalledWith({ product: expect.objectContaining({ id: "p1" }) });
  });
});
