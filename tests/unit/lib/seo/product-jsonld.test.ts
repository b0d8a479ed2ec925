import { blankAttributes } from "@giftshop/shared/product-attributes";
import {
  averageRating,
  breadcrumbJsonLd,
  productCrumbs,
  productJsonLd,
  serializeJsonLd,
} from "@/lib/seo/product-jsonld";
import type { Product, Review } from "@/lib/types";

const SITE = "https://uphaar.example";

const product: Product = {
  id: "6248060c3db93e6f8b5794cb",
  title: "Heart Shaped Black Forest Cake",
  name: "Black Forest Cake",
  price: 999,
  oldPrice: 1149,
  discount: 13,
  image: { url: "/uploads/products/cake-1.webp", alt: "Cake, view 1" },
  images: [
    { url: "/uploads/products/cake-1.webp", alt: "Cake, view 1" },
    { url: "/uploads/products/cake-2.webp", alt: "Cake, view 2" },
  ],
  categoryId: "c1",
  categoryName: "Cakes & Bakes",
  subcategoryId: "s1",
  subcategoryName: "Black Forest Cakes",
  ...blankAttributes(),
  brand: "Bakingo",
  flavor: "Black Forest",
  shape: "Heart",
  weight: "1 kg",
  description: "Soft sponge and cherries.",
  sellerId: "seller",
  variants: [],
  personalisation: null,
};

const review = (rating: number, index: number): Review => ({
  id: `r${index}`,
  userName: `Shopper ${index}`,
  rating,
  comment: "",
  createdAt: "2026-09-28T08:14:35.000Z",
});

describe("productJsonLd", () => {
  test("states the product with an in-stock INR offer at its own URL", () => {
    const data = productJsonLd(product, [], SITE);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Heart Shaped Black Forest Cake",
      sku: "6248060c3db93e6f8b5794cb",
      description: "Soft sponge and cherries.",
      image: [
        "https://uphaar.example/uploads/products/cake-1.webp",
        "https://uphaar.example/uploads/products/cake-2.webp",
      ],
      brand: { "@type": "Brand", name: "Bakingo" },
      offers: {
        "@type": "Offer",
        price: 999,
        priceCurrency: "INR",
        availability: "https://schema.org/InStock",
        url: "https://uphaar.example/products/6248060c3db93e6f8b5794cb",
      },
    });
  });

  test("has no aggregateRating without reviews (Google refuses a rating of nobody)", () => {
    expect(productJsonLd(product, [], SITE)).not.toHaveProperty("aggregateRating");
  });

  test("has the mean rating and the count when there are reviews", () => {
    const data = productJsonLd(product, [review(5, 1), review(4, 2), review(4, 3)], SITE);
    expect(data).toHaveProperty("aggregateRating", {
      "@type": "AggregateRating",
      ratingValue: 4.3,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
  });

  test("leaves brand out when the product has none", () => {
    expect(productJsonLd({ ...product, brand: "" }, [], SITE)).not.toHaveProperty("brand");
  });
});

describe("averageRating", () => {
  test("is null for no reviews and rounds to one decimal", () => {
    expect(averageRating([])).toBeNull();
    expect(averageRating([{ rating: 5 }, { rating: 4 }, { rating: 4 }])).toBe(4.3);
    expect(averageRating([{ rating: 3 }])).toBe(3);
  });
});

describe("productCrumbs and breadcrumbJsonLd", () => {
  test("Home › Category › Subcategory › product, with the shop's list links", () => {
    expect(productCrumbs(product)).toEqual([
      { name: "Home", path: "/" },
      { name: "Cakes & Bakes", path: "/products?category=Cakes%20%26%20Bakes" },
      { name: "Black Forest Cakes", path: "/subcategory/s1" },
      { name: "Heart Shaped Black Forest Cake", path: "/products/6248060c3db93e6f8b5794cb" },
    ]);
  });

  test("skips the subcategory step when the product has none", () => {
    const crumbs = productCrumbs({ ...product, subcategoryId: null, subcategoryName: "" });
    expect(crumbs.map((crumb) => crumb.name)).toEqual([
      "Home",
      "Cakes & Bakes",
      "Heart Shaped Black Forest Cake",
    ]);
  });

  test("numbers the list items from 1 with absolute URLs", () => {
    const data = breadcrumbJsonLd(productCrumbs(product), SITE);
    expect(data["@type"]).toBe("BreadcrumbList");
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://uphaar.example/" },
      {
        "@type": "ListItem",
        position: 2,
        name: "Cakes & Bakes",
        item: "https://uphaar.example/products?category=Cakes%20%26%20Bakes",
      },
      {
        "@type": "ListItem",
        position: 3,
        name: "Black Forest Cakes",
        item: "https://uphaar.example/subcategory/s1",
      },
      {
        "@type": "ListItem",
        position: 4,
        name: "Heart Shaped Black Forest Cake",
        item: "https://uphaar.example/products/6248060c3db93e6f8b5794cb",
      },
    ]);
  });
});

describe("serializeJsonLd", () => {
  test("escapes < so product text cannot close the script tag", () => {
    const json = serializeJsonLd(
      productJsonLd({ ...product, description: "</script><script>alert(1)</script>" }, [], SITE),
    );
    expect(json).not.toContain("<");
    expect(json).toContain("\\u003c/script>");
    expect(JSON.parse(json).description).toBe("</script><script>alert(1)</script>");
  });
});

describe("a product with variants (docs/gifting.md)", () => {
  const variant = (id: string, label: string, price: number) => ({
    id,
    label,
    options: { Weight: label },
    price,
    oldPrice: price + 200,
    discount: 0,
  });
  const cake: Product = {
    ...product,
    variants: [variant("500g", "½ kg", 999), variant("1kg", "1 kg", 1799)],
  };

  test("has one offer per variant, each at its own address, while the page's URL stays canonical", () => {
    const data = productJsonLd(cake, [], SITE);
    expect(data.offers).toEqual([
      {
        "@type": "Offer",
        name: "½ kg",
        sku: "6248060c3db93e6f8b5794cb-500g",
        price: 999,
        priceCurrency: "INR",
        availability: "https://schema.org/InStock",
        url: `${SITE}/products/6248060c3db93e6f8b5794cb?variant=500g`,
      },
      {
        "@type": "Offer",
        name: "1 kg",
        sku: "6248060c3db93e6f8b5794cb-1kg",
        price: 1799,
        priceCurrency: "INR",
        availability: "https://schema.org/InStock",
        url: `${SITE}/products/6248060c3db93e6f8b5794cb?variant=1kg`,
      },
    ]);
  });

  test("a product without variants keeps its one offer", () => {
    expect(Array.isArray(productJsonLd(product, [], SITE).offers)).toBe(false);
  });
});
