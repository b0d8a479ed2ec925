import { RECIPIENTS } from "@/backend/src/lib/recipients";
import { RECIPIENT_PAGES, isRecipientSlug, recipientBySlug } from "@/lib/recipients";

describe("recipient pages", () => {
  it("lists the spec's 13 routes in slider order, misspelt 'bofriends' included", () => {
    expect(RECIPIENT_PAGES.map((page) => page.href)).toEqual([
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
