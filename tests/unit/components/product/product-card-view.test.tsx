import { act, render, screen } from "@testing-library/react";
import { getImageProps } from "next/image";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { ProductCardView, cardPictureProps } from "@/components/product/product-card-view";
import { product } from "../../support/cart-fixtures";

jest.mock("@/components/product/wishlist-heart", () => ({ WishlistHeart: () => null }));

test("a card with reviews shows their average and count, read out in words", () => {
  render(
    <ProductCardView product={{ ...product("cake", 599), rating: { average: 4.6, count: 12 } }} />,
  );
  const link = screen.getByRole("link");
  expect(link).toHaveTextContent("4.6 ★ (12)");
  expect(screen.getByText("Rated 4.6 out of 5, 12 reviews")).toHaveClass("sr-only");
});

test("a card without reviews (or from a backend that gives none) shows no rating", () => {
  render(<ProductCardView product={{ ...product("cake", 599), rating: null }} />);
  expect(screen.queryByText(/★/)).not.toBeInTheDocument();
  expect(screen.queryByText(/^Rated /)).not.toBeInTheDocument();
});

describe("the picture", () => {
  const image = { url: "/uploads/products/cake.webp", alt: "Black Forest Cake" };

  test("is two of the optimiser's widths, chosen by the width the card is drawn at", () => {
    const url = (w: number) => `/_next/image?url=%2Fuploads%2Fproducts%2Fcake.webp&w=${w}&q=75`;
    expect(cardPictureProps(image, false)).toEqual({
      alt: "Black Forest Cake",
      width: 320,
      height: 320,
      src: url(384),
      srcSet: `${url(384)} 384w, ${url(640)} 640w`,
      // Half a phone's screen less its margins and gap, else the card's widest.
      sizes: "(min-width: 640px) 320px, calc(50vw - 22px)",
      loading: "lazy",
    });
  });

  test("its URLs are the ones next/image's getImageProps writes for a 320 px picture", () => {
    // lib/images.ts's own test goes through more pictures and widths, with a deployment id too.
    for (const url of [image.url, "https://res.cloudinary.com/uphaar/image/upload/v1/mug.jpg"]) {
      const { props } = getImageProps({ src: url, alt: image.alt, width: 320, height: 320 });
      const candidates = cardPictureProps({ url, alt: image.alt }, false)
        .srcSet?.split(", ")
        .map((candidate) => candidate.split(" ")[0]);
      expect(candidates).toEqual(props.srcSet?.split(", ").map((c) => c.split(" ")[0]));
    }
  });

  test("a preloaded card's picture loads at once, at high priority, with one preload of both", () => {
    const props = cardPictureProps(image, true);
    expect(props.srcSet).toMatch(/&w=384&q=\d+ 384w, \S+ 640w$/);
    const html = renderToString(
      <html>
        <body>
          <ProductCardView product={{ ...product("cake", 599), image }} preload />
        </body>
      </html>,
    );
    expect(html).toContain('fetchPriority="high"');
    expect(html).not.toContain("loading=");
    const preloads = html.match(/<link rel="preload"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toContain(` imageSrcSet="${props.srcSet?.replaceAll("&", "&amp;")}"`);
    expect(preloads[0]).toContain(` imageSizes="${props.sizes}"`);
  });
});

describe("the earliest delivery line", () => {
  /** A cake: today when ordered before 16:00 India time, else tomorrow. */
  const cake = { ...product("cake", 599), earliest: { days: 0, until: "16:00" } };
  const at = (time: string) => new Date(`2026-11-26T${time}:00+05:30`);

  beforeEach(() => jest.useFakeTimers({ now: at("10:00") }));
  afterEach(() => jest.useRealTimers());

  test("words the rule at the reader's minute: Today before the cut-off", () => {
    render(<ProductCardView product={cake} />);
    expect(screen.getByRole("link")).toHaveTextContent("Earliest delivery: Today");
  });

  test("turns to Tomorrow as the cut-off's minute starts, with the page left open", () => {
    jest.setSystemTime(at("15:59"));
    render(<ProductCardView product={cake} />);
    expect(screen.getByText("Today")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByText("Tomorrow")).toBeInTheDocument();
  });

  test("the server's HTML keeps the line empty, so a cached copy never says Today late", () => {
    const html = renderToString(<ProductCardView product={cake} />);
    expect(html).toContain('<p class="card-eta"></p>');
    expect(html).not.toMatch(/Today|Tomorrow|Earliest/);
  });

  test("hydrating that HTML hours later shows the reader's day, without a mismatch", async () => {
    const html = renderToString(<ProductCardView product={cake} />);
    jest.setSystemTime(at("17:30"));
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <ProductCardView product={cake} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    try {
      expect(container).toHaveTextContent("Earliest delivery: Tomorrow");
      expect(errors).toEqual([]);
    } finally {
      container.remove();
    }
  });

  test("a product without a rule (a backend without delivery) shows no line", () => {
    render(<ProductCardView product={product("cake", 599)} />);
    expect(screen.queryByText(/Earliest/)).not.toBeInTheDocument();
    expect(document.querySelector(".card-eta")).toBeNull();
  });
});
