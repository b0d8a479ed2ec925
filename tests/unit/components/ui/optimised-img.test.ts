import { urlsOnce } from "@/components/ui/optimised-img";

test("a 1x/2x srcset is written once: the 1x as src, the 2x alone in the srcset", () => {
  expect(
    urlsOnce({
      src: "/_next/image?url=a&w=384&q=75",
      srcSet: "/_next/image?url=a&w=256&q=75 1x, /_next/image?url=a&w=384&q=75 2x",
    }),
  ).toEqual({ src: "/_next/image?url=a&w=256&q=75", srcSet: "/_next/image?url=a&w=384&q=75 2x" });
});

test("a width-described srcset, or none, is left as it is", () => {
  const widths = { src: "/b.webp?w=1080", srcSet: "/b.webp?w=640 640w, /b.webp?w=1080 1080w" };
  expect(urlsOnce(widths)).toEqual(widths);
  expect(urlsOnce({ src: "/banners/hero.webp" })).toEqual({
    src: "/banners/hero.webp",
    srcSet: undefined,
  });
});
