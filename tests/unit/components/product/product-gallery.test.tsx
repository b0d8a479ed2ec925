import { act, render, screen } from "@testing-library/react";
import { ProductGallery } from "@/components/product/product-gallery";
import { galleryPictures } from "@/components/product/product-pictures";

const images = [1, 2, 3].map((n) => ({
  url: `/uploads/products/cake-${n}.webp`,
  alt: `Cake view ${n}`,
}));
const pictures = galleryPictures(images);

test("several pictures: the first is shown with thumbnails and labelled arrows", () => {
  render(<ProductGallery pictures={pictures} title="Cake" />);
  expect(screen.getByRole("img", { name: "Cake view 1" })).toBeInTheDocument();
  const thumbs = screen.getAllByRole("button", { name: /^Show picture \d of 3$/ });
  expect(thumbs).toHaveLength(3);
  expect(thumbs[0]).toHaveAttribute("aria-current", "true");
  expect(screen.getByRole("button", { name: "Previous picture" })).toBeDisabled();
  expect(screen.getByRole("button", { name: "Next picture" })).toBeEnabled();
  // Keyboard users reach the carousel itself to use the arrow keys.
  const carousel = screen.getByRole("region", { name: "Pictures of Cake" });
  expect(carousel).toHaveAttribute("tabindex", "0");
});

test("a single picture shows no thumbnails and no arrows", () => {
  render(<ProductGallery pictures={pictures.slice(0, 1)} title="Cake" />);
  expect(screen.getByRole("img", { name: "Cake view 1" })).toBeInTheDocument();
  expect(screen.queryByRole("button")).not.toBeInTheDocument();
});

test("no picture shows the placeholder instead of a broken image", () => {
  const { container } = render(<ProductGallery pictures={[]} title="Cake" />);
  expect(screen.queryByRole("img")).not.toBeInTheDocument();
  expect(container.querySelector("svg")).toBeInTheDocument();
});

test("the first picture, the page's largest paint, is fetched at high priority; the rest are not", () => {
  render(<ProductGallery pictures={pictures} title="Cake" />);
  expect(screen.getByRole("img", { name: "Cake view 1" })).toHaveAttribute("fetchpriority", "high");
  for (const name of ["Cake view 2", "Cake view 3"]) {
    const picture = screen.getByRole("img", { name, hidden: true });
    expect(picture).not.toHaveAttribute("fetchpriority");
  }
});

test("only the first picture is laid out until the gallery starts, so the others wait to load", () => {
  jest.useFakeTimers();
  try {
    render(<ProductGallery pictures={pictures} title="Cake" />);
    const track = screen
      .getByRole("img", { name: "Cake view 1" })
      .closest("[role=group]")!.parentElement!;
    // app/globals.css hides the slides after the first within this track.
    expect(track).toHaveAttribute("data-first-only");
    // The gallery starts once the browser is idle (lib/idle.ts; jsdom has no idle callback).
    act(() => jest.advanceTimersByTime(3000));
    expect(track).not.toHaveAttribute("data-first-only");
  } finally {
    jest.useRealTimers();
  }
});
