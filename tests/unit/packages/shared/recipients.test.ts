import { RECIPIENTS } from "@/backend/src/lib/recipients";
import {
  RECIPIENT_PAGES,
  RECIPIENT_SLUGS,
  isRecipientSlug,
  recipientBySlug,
  recipientsOf,
} from "@giftshop/shared/recipients";
import { recipientPath } from "@/lib/routing/paths";

describe("recipient pages", () => {
  it("lists the spec's 13 routes in slider order, misspelt 'bofriends' included", () => {
    expect(RECIPIENT_PAGES.map((page) => recipientPath(page.slug))).toEqual([
      "/wife",
      "/mother",
      "/daughter",
      "/sister",
      "/fiance",
      "/grandmother",
      "/men",
      "/women",
      "/kids",
      "/friends",
      "/bofriends",
      "/girlfriend",
      "/husband",
    ]);
  });

  it("uses the same slugs as the products the backend tags", () => {
    expect(RECIPIENT_PAGES.map((page) => page.slug)).toEqual([...RECIPIENTS]);
  });

  it("shows shoppers a proper label, heading, blurb and picture for each", () => {
    for (const page of RECIPIENT_PAGES) {
      expect(page.label).toMatch(/^[A-Z][a-z]+$/);
      expect(page.heading).toContain(page.label);
      expect(page.blurb.length).toBeGreaterThan(20);
      expect(page.image).toBe(`/recipients/${page.slug}.webp`);
    }
    expect(recipientBySlug("bofriends")).toMatchObject({
      label: "Boyfriend",
      heading: "Gifts for Boyfriend",
    });
    expect(recipientBySlug("wife")?.heading).toBe("Gifts for Wife");
  });

  it("finds a page by its slug and nothing for other paths", () => {
    expect(recipientBySlug("mother")?.label).toBe("Mother");
    expect(recipientBySlug("boyfriend")).toBeUndefined();
    expect(recipientBySlug("Wife")).toBeUndefined();
    expect(recipientBySlug("")).toBeUndefined();
    expect(recipientBySlug("constructor")).toBeUndefined();
    expect(isRecipientSlug("kids")).toBe(true);
    expect(isRecipientSlug("products")).toBe(false);
  });

  it("has a rendered picture for every page", async () => {
    const { access } = await import("node:fs/promises");
    const path = await import("node:path");
    await Promise.all(
      RECIPIENT_PAGES.map((page) => access(path.join(process.cwd(), "public", page.image))),
    );
  });
});

describe("recipientsOf", () => {
  const HIM = ["fiance", "men", "bofriends", "husband"];
  const HER = ["wife", "mother", "sister", "fiance", "women", "girlfriend"];

  it("reads whole title words in any case, so 'men' never matches 'women'", () => {
    expect(recipientsOf({ title: "Zenvo Men's Tan Leather Watch" })).toEqual(HIM);
    expect(recipientsOf({ title: "Zenvo Women's Rose Gold Watch" })).toEqual(HER);
    expect(recipientsOf({ title: "Zenvo WOMEN’S Watch" })).toEqual(HER);
    expect(recipientsOf({ title: "Zenvo mens watch" })).toEqual(HIM);
    expect(recipientsOf({ title: "Personalised Photo Mug for Mom" })).toEqual(["mother"]);
    expect(recipientsOf({ title: "Momentos Chocolate Box" })).toEqual([]);
    expect(recipientsOf({ title: "Marble Queen Money Plant" })).toEqual([]);
    expect(recipientsOf({ title: "Birthday Gift for Boyfriend" })).toEqual(["bofriends"]);
    expect(recipientsOf({ title: "Gift for your Fiancé" })).toEqual(["fiance"]);
  });

  it("joins every person a title names, in slider order", () => {
    expect(recipientsOf({ title: "Mug for Kids and Sister" })).toEqual(["sister", "kids"]);
    expect(recipientsOf({ title: "Bride and Groom Caricature" })).toEqual([
      "wife",
      "fiance",
      "husband",
    ]);
    expect(recipientsOf({ title: "Couple Photo Lamp for Anniversary" })).toEqual([
      "wife",
      "fiance",
      "bofriends",
      "girlfriend",
      "husband",
    ]);
  });

  it("lets the title decide over the shelf it sits on", () => {
    expect(
      recipientsOf({
        title: "Rivaaz Men's Laptop Messenger Bag",
        subcategoryName: "Handbags",
        categoryName: "Fashion & Accessories",
      }),
    ).toEqual(HIM);
    expect(
      recipientsOf({ title: "Photo Cushion for Her", subcategoryName: "Personalised Cushions" }),
    ).not.toContain("husband");
  });

  it("uses the subcategory when the title names nobody, then the category", () => {
    const earrings = recipientsOf({
      title: "Noor Jewels Kundan Stud Earrings",
      subcategoryName: "Jewellery",
      categoryName: "Fashion & Accessories",
    });
    expect(earrings).toContain("wife");
    expect(earrings).not.toContain("men");
    expect(earrings).not.toContain("husband");
    expect(
      recipientsOf({ title: "Assorted Cupcakes", subcategoryName: "cupcakes", categoryName: "" }),
    ).toEqual(["daughter", "sister", "women", "kids", "friends", "girlfriend"]);
    // A shelf the table does not know: the category's rule applies.
    expect(
      recipientsOf({ title: "Kiwi Cake", subcategoryName: "Tea Cakes", categoryName: "Cakes" }),
    ).toEqual(recipientsOf({ title: "Kiwi Cake", categoryName: "cakes" }));
    expect(recipientsOf({ title: "Kiwi Cake", categoryName: "Cakes" })).toContain("kids");
  });

  it("matches shelf names however the '&' is written, and reads people in unknown shelf names", () => {
    const hampers = recipientsOf({ title: "Tea Time Hamper", categoryName: "Combos & Hampers" });
    expect(hampers.length).toBeGreaterThan(0);
    expect(recipientsOf({ title: "Tea Time Hamper", categoryName: "combos and hampers" })).toEqual(
      hampers,
    );
    expect(recipientsOf({ title: "Steel Watch", subcategoryName: "Men's Watches" })).toEqual(HIM);
    expect(recipientsOf({ title: "Wallet", categoryName: "Gifts for Him" })).toEqual(HIM);
    expect(recipientsOf({ title: "Cake", subcategoryName: "Anniversary Cakes" })).toContain(
      "husband",
    );
  });

  it("puts a product nobody is named for on no recipient page", () => {
    expect(recipientsOf({ title: "Brass Diya Set" })).toEqual([]);
    expect(
      recipientsOf({ title: "constructor __proto__ toString", categoryName: "hasOwnProperty" }),
    ).toEqual([]);
    expect(
      recipientsOf({ title: "Brass Diya Set", subcategoryName: null, categoryName: null }),
    ).toEqual([]);
    expect(recipientsOf({ title: "", subcategoryName: "Clearance", categoryName: "Misc" })).toEqual(
      [],
    );
  });

  it("answers in slider order with no repeats, and a fresh list each time", () => {
    const first = recipientsOf({ title: "Gift for Her and Wife", subcategoryName: "Roses" });
    expect(first).toEqual(RECIPIENT_SLUGS.filter((slug) => first.includes(slug)));
    expect(new Set(first).size).toBe(first.length);
    first.push("men");
    expect(recipientsOf({ title: "Gift for Her and Wife" })).not.toContain("men");
  });
});
