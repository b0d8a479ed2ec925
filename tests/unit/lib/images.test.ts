/** @jest-environment node */
// sizedImg writes the optimiser's URLs without next/image; this holds it to what next/image's
// getImageProps gives under next.config.ts's `images`, which next/jest hands to next/image as a
// build does: the URLs of a fixed-size picture's 1x and 2x, each described by its width. A
// width or quality that next.config.ts sets apart from IMAGE_OPTIMISER, or a change in how
// Next picks widths or writes its URLs, fails here.

/** Pictures a card may be given: a backend upload, one with a query (localPatterns allow
 * any), a picture host's, and an SVG and a data: URL, which are served as they are. */
const SOURCES = [
  "/uploads/products/black-forest-cake.webp",
  "/uploads/products/rose-bouquet.jpg?v=3",
  "https://res.cloudinary.com/uphaar/image/upload/v1/products/mug.jpg",
  "/uploads/products/greeting-card.svg",
  "data:image/webp;base64,UklGRhYAAABXRUJQVlA4IAoAAAAwAQCdASoBAAEAAA==",
];

/** CSS widths from a search suggestion's 40 px to past the optimiser's widest, a card's 320. */
const WIDTHS = [40, 160, 320, 500, 700, 1000, 2400];

const importAll = async () => ({
  image: await import("next/image"),
  images: await import("@/lib/images"),
});

/** next/image and lib/images as loaded with NEXT_DEPLOYMENT_ID set to `deploymentId`. */
async function loadWith(deploymentId: string | undefined) {
  const saved = { ...process.env };
  if (deploymentId) process.env.NEXT_DEPLOYMENT_ID = deploymentId;
  else delete process.env.NEXT_DEPLOYMENT_ID;
  try {
    let loaded!: Awaited<ReturnType<typeof importAll>>;
    await jest.isolateModulesAsync(async () => {
      loaded = await importAll();
    });
    return loaded;
  } finally {
    process.env = saved;
  }
}

describe.each([
  ["no deployment id", undefined],
  ["a deployment id", "dpl_4Fq9"],
])("with %s", (_, deploymentId) => {
  test.each(SOURCES)("%s: next/image's 1x and 2x URLs, by their widths", async (src) => {
    const { image, images } = await loadWith(deploymentId);
    for (const width of WIDTHS) {
      for (const preload of [false, true]) {
        const { props } = image.getImageProps({ src, alt: "", width, height: width, preload });
        // "<url> 1x, <url> 2x" as "<url> <its w>w, …", the way sizedImg describes them.
        const byWidth = props.srcSet
          ?.split(", ")
          .map((candidate) => candidate.replace(/ \dx$/, ""))
          .map((url) => `${url} ${new URLSearchParams(url.split("?")[1]).get("w")}w`)
          .join(", ");
        const sizes = "(min-width: 640px) 320px, calc(50vw - 22px)";
        expect({ width, preload, ...images.sizedImg(src, width, sizes, preload) }).toEqual({
          width,
          preload,
          src: byWidth ? props.srcSet?.split(" ")[0] : props.src,
          srcSet: byWidth,
          sizes: byWidth ? sizes : undefined,
          loading: props.loading,
        });
      }
    }
  });
});

test("the deployment id is in the local pictures' URLs, as next/image writes it", async () => {
  const { images } = await loadWith("dpl_4Fq9");
  const url = (w: number) =>
    `/_next/image?url=%2Fuploads%2Fproducts%2Fblack-forest-cake.webp&w=${w}&q=75&dpl=dpl_4Fq9`;
  expect(images.sizedImg("/uploads/products/black-forest-cake.webp", 320, "50vw", false)).toEqual({
    src: url(384),
    srcSet: `${url(384)} 384w, ${url(640)} 640w`,
    sizes: "50vw",
    loading: "lazy",
  });
  expect(images.sizedImg("/uploads/products/card.svg", 320, "50vw", false).src).toBe(
    "/uploads/products/card.svg?dpl=dpl_4Fq9",
  );
});

test("next/image here uses the project's widths, not its defaults", async () => {
  // Next's defaults would give 750 and 2048: the comparison above is of this project's config.
  const { image, images } = await loadWith(undefined);
  const { props } = image.getImageProps({
    src: "/uploads/a.webp",
    alt: "",
    width: 700,
    height: 700,
  });
  expect(props.srcSet).toBe(
    "/_next/image?url=%2Fuploads%2Fa.webp&w=828&q=75 1x, /_next/image?url=%2Fuploads%2Fa.webp&w=1920&q=75 2x",
  );
  expect(images.IMAGE_OPTIMISER.deviceSizes).toContain(828);
});
