/** @jest-environment node */
// The catalogue and its pictures on the shop's original backend (docs/original-backend.md),
// played by its stand-in: no search, no reviews, no related products, bare category and
// subcategory ids, productsbycategory naming categories by name, category pictures as relative
// paths and product pictures on a second host (the CDN).
import { backendAsset } from "@/lib/backend/assets";
import {
  filterProducts,
  getAllProductIds,
  getCategories,
  getCategoryCounts,
  getCategoryMenu,
  getProduct,
  getProductsByCategory,
  getRelatedProducts,
  getReviews,
  searchSuggestions,
} from "@/lib/backend/catalogue";
import { forgetBackendCapabilities } from "@/lib/backend/capabilities";
import { forgetLocalCatalogue } from "@/lib/backend/local-catalogue";
import { postReview, REVIEWS_ABSENT } from "@/lib/backend/reviews";
import { loadStorefrontEnv, remoteImages } from "@/lib/env";
import { categoriesWithProducts } from "@/components/home/catalogue";
import { startOriginalBackend, type OriginalBackend } from "../../../original-backend/server.mjs";

let backend: OriginalBackend;

type RemotePattern = ReturnType<typeof remoteImages>["remotePatterns"][number];

/**
 * Whether next/image may load `url` under `patterns`, as Next's images.remotePatterns reads the
 * exact patterns remoteImages writes: the same protocol, host and port ("" for the scheme's
 * own), any path under "/**". The e2e run proves Next's own reading of them: it serves
 * the original backend's CDN pictures through the optimizer (scripts/lib/e2e-env.mjs).
 */
function remoteMatch(patterns: RemotePattern[], url: URL) {
  return patterns.some(
    (pattern) =>
      pattern.pathname === "/**" &&
      `${pattern.protocol}:` === url.protocol &&
      pattern.hostname === url.hostname &&
      pattern.port === url.port,
  );
}

beforeAll(async () => {
  backend = await startOriginalBackend();
  process.env.BACKEND_URL = backend.url;
});
afterAll(() => backend.close());
beforeEach(() => {
  forgetBackendCapabilities();
  forgetLocalCatalogue();
});

/** What a shopper should read for each seeded product: its category and subcategory names. */
function expectedNames() {
  const { categories, subcategories, products } = backend.state;
  const categoryName = (id: string) => categories.find((entry) => entry._id === id)?.categoryname;
  const subcategoryName = (id: string) =>
    subcategories.find((entry) => entry._id === id)?.subcategory;
  return new Map(
    products.map((product) => [
      product._id,
      {
        title: product.title,
        categoryId: product.categoryname,
        categoryName: categoryName(product.categoryname),
        subcategoryId: product.subcategory,
        subcategoryName: subcategoryName(product.subcategory),
      },
    ]),
  );
}

const withPictures = () => backend.state.products.filter((product) => product.images.length > 0);
const withoutPictures = () =>
  backend.state.products.filter((product) => product.images.length === 0);

describe("the catalogue read from what the original has", () => {
  test("every seeded product is listed once, with its category and subcategory names", async () => {
    const expected = expectedNames();
    const page = await filterProducts({ limit: 100 });
    expect(page.total).toBe(expected.size);
    expect(page.products).toHaveLength(expected.size);
    for (const product of page.products) {
      expect(product).toMatchObject(expected.get(product.id) ?? { missing: product.id });
    }
    // Newest first: the original lists products in the order they were added.
    expect(page.products[0]?.id).toBe(backend.state.products.at(-1)?._id);
  });

  test("a category's list, its count and a subcategory's list come from the same copy", async () => {
    const cakes = backend.state.categories.find((category) => category.categoryname === "Cakes");
    const roses = backend.state.subcategories.find((entry) => entry.subcategory === "Roses");
    const seededIn = (id: string | undefined) =>
      backend.state.products.filter((p) => p.categoryname === id || p.subcategory === id);

    const cakesPage = await filterProducts({ categoryIds: [cakes?._id ?? ""], limit: 100 });
    expect(cakesPage.products.map((p) => p.id).sort()).toEqual(
      seededIn(cakes?._id)
        .map((p) => p._id)
        .sort(),
    );
    const counts = await getCategoryCounts(await getCategories());
    expect(counts.get(cakes?._id ?? "")).toBe(seededIn(cakes?._id).length);
    const rosesPage = await filterProducts({ subcategoryIds: [roses?._id ?? ""], limit: 100 });
    expect(rosesPage.products.map((p) => p.title).sort()).toEqual(
      seededIn(roses?._id)
        .map((p) => p.title)
        .sort(),
    );
  });

  test("the search box and /search-results find products by title and by subcategory name", async () => {
    const suggestions = await searchSuggestions("roses", 8);
    expect(suggestions.products.map((p) => p.title).sort()).toEqual(
      ["Pink Roses Bunch", "Red Roses Bouquet", "Rose Box", "Single Red Rose in a Vase"].sort(),
    );
    const results = await filterProducts({ query: "truffle", limit: 48 });
    expect(results.products.map((p) => p.title).sort()).toEqual(
      ["Assorted Truffle Box", "Chocolate Truffle Cake"].sort(),
    );
  });

  test("the sitemap lists every product", async () => {
    const ids = await getAllProductIds();
    expect(ids.sort()).toEqual(backend.state.products.map((p) => p._id).sort());
  });

  test("a product page names its category and subcategory", async () => {
    const seeded = backend.state.products[0];
    const product = await getProduct(seeded?._id ?? "");
    expect(product).toMatchObject(expectedNames().get(seeded?._id ?? "") ?? {});
    expect(product?.name).toBe(seeded?.title);
  });

  test("an id that cannot be an ObjectId is an unknown product, not the original's 500", async () => {
    await expect(getProduct("not-an-id")).resolves.toBeNull();
    await expect(getProduct("ffffffffffffffffffffffff")).resolves.toBeNull();
  });
});

describe("the home rails on productsbycategory's category names", () => {
  test("each group gets its category, so every stocked category has a rail and a tile", async () => {
    const [categories, groups] = await Promise.all([getCategories(), getProductsByCategory()]);
    expect(groups.map((group) => group.category)).toEqual(categories);
    const stocked = categoriesWithProducts(categories, groups).map((category) => category.name);
    expect(stocked).toEqual(categories.map((c) => c.name).filter((n) => n !== "Festive Diyas"));
    const expected = expectedNames();
    for (const product of groups.flatMap((group) => group.products)) {
      expect(product).toMatchObject(expected.get(product.id) ?? { missing: product.id });
    }
  });

  test("the header menu groups the subcategories under their categories", async () => {
    const menu = await getCategoryMenu();
    const cakes = menu.find((category) => category.name === "Cakes");
    expect(cakes?.subcategories.map((s) => s.name)).toEqual(["Chocolate Cakes", "Fruit Cakes"]);
  });
});

describe("pictures", () => {
  test("a category picture is the backend's own file, served under the storefront's /uploads", async () => {
    const categories = await getCategories();
    for (const category of categories) {
      expect(category.image).toMatch(/^\/uploads\/categories\/\d+\.jpeg$/);
    }
    const answer = await backendAsset(categories[0]?.image ?? "");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^image\/jpeg/);
  });

  test("product pictures are on the CDN; a product without any shows the placeholder", async () => {
    const cdn = new URL(backend.cdnUrl);
    const product = await getProduct(withPictures()[0]?._id ?? "");
    expect(product?.images.length).toBeGreaterThan(0);
    for (const image of product?.images ?? []) expect(new URL(image.url).host).toBe(cdn.host);
    expect((await fetch(product?.image?.url ?? "")).status).toBe(200);

    const bare = await getProduct(withoutPictures()[0]?._id ?? "");
    expect(bare).toMatchObject({ image: null, images: [] });
    const listed = await filterProducts({ limit: 100 });
    expect(listed.products.find((p) => p.id === bare?.id)?.image).toBeNull();
  });

  test("next/image may load them when IMAGE_HOSTS lists the CDN, and not otherwise", async () => {
    const urls = (await filterProducts({ limit: 100 })).products.flatMap((p) =>
      p.image ? [new URL(p.image.url)] : [],
    );
    expect(urls.length).toBe(withPictures().length);

    const listed = remoteImages(loadStorefrontEnv({ IMAGE_HOSTS: backend.cdnUrl }).IMAGE_HOSTS);
    expect(urls.every((url) => remoteMatch(listed.remotePatterns, url))).toBe(true);
    // The stand-in's CDN is on 127.0.0.1, which Next fetches from only when told.
    expect(listed.dangerouslyAllowLocalIP).toBe(true);

    const unlisted = remoteImages(loadStorefrontEnv({}).IMAGE_HOSTS);
    expect(urls.some((url) => remoteMatch(unlisted.remotePatterns, url))).toBe(false);
    const elsewhere = remoteImages(
      loadStorefrontEnv({ IMAGE_HOSTS: "res.cloudinary.com" }).IMAGE_HOSTS,
    );
    expect(urls.some((url) => remoteMatch(elsewhere.remotePatterns, url))).toBe(false);
    expect(elsewhere.dangerouslyAllowLocalIP).toBe(false);
  });
});

describe("reviews and related products, which the original lacks", () => {
  test("reviews are none, without an error", async () => {
    await expect(getReviews(backend.state.products[0]?._id ?? "")).resolves.toEqual({
      reviews: [],
      taken: false,
    });
  });

  test("related products are worked out from the catalogue: same category, subcategory first", async () => {
    const product = backend.state.products.find((p) => p.title === "Pineapple Cake");
    const related = await getRelatedProducts(product?._id ?? "");
    const sameCategory = backend.state.products.filter(
      (p) => p.categoryname === product?.categoryname && p._id !== product?._id,
    );
    expect(related.map((p) => p.id).sort()).toEqual(sameCategory.map((p) => p._id).sort());
    const fruit = related.filter((p) => p.subcategoryName === "Fruit Cakes");
    expect(related.slice(0, fruit.length)).toEqual(fruit);
    expect(fruit.map((p) => p.title).sort()).toEqual([
      "Fresh Fruit Cake",
      "Mango Delight Cake",
      "Strawberry Cake",
    ]);
  });

  test("an unknown product has no related products and no error", async () => {
    await expect(getRelatedProducts("0123456789abcdef01234567")).resolves.toEqual([]);
  });

  test("a review is refused with words that say the shop takes none", async () => {
    const productId = backend.state.products[0]?._id ?? "";
    await expect(
      postReview({ productId, userName: "Asha", rating: 5, comment: "Lovely cake" }),
    ).rejects.toMatchObject({ message: REVIEWS_ABSENT, status: 404 });
  });
});
