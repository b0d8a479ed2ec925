/** @jest-environment node */
import { readdirSync } from "node:fs";
import path from "node:path";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { RECIPIENT_SLUGS } from "@giftshop/shared/recipients";
import { TOP_LEVEL_FOLDERS } from "@/lib/routing/routes";
import {
  UNKNOWN_PAGES_SOURCE,
  isUnknownTopLevelPage,
  menuHasSubcategory,
  subcategoryIdOf,
} from "@/lib/routing/unknown-pages";
import type { CategoryWithSubcategories } from "@/lib/types";
import { config } from "@/proxy";

jest.mock("@/lib/backend/catalogue", () => ({
  getCategories: jest.fn(),
  getCategoryMenu: jest.fn(),
}));

// A page the proxy takes for unknown is a 404 for the shopper, so the lists must not miss a
// page the app serves: they are checked against the app directory itself.
// A route group's folders are top-level in the address: `app/(lists)/productlist` is /productlist.
function topLevelFolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      if (entry.name.startsWith("(")) return topLevelFolders(path.join(dir, entry.name));
      return /^[[_]/.test(entry.name) ? [] : [entry.name];
    });
}
const appFolders = [...new Set(topLevelFolders(path.join(process.cwd(), "app")))];

/** Whether the proxy's matcher entry for unknown pages takes `url`, as Next compiles it. */
const takenForUnknown = (url: string) =>
  unstable_doesMiddlewareMatch({ config: { matcher: [UNKNOWN_PAGES_SOURCE] }, url });

test("the route table's folders are exactly the app's top-level folders", () => {
  expect([...TOP_LEVEL_FOLDERS].sort()).toEqual([...appFolders].sort());
});

test("the proxy's matcher ends with the entry for unknown pages", () => {
  expect(config.matcher.at(-1)).toBe(UNKNOWN_PAGES_SOURCE);
});

test.each([...appFolders, ...RECIPIENT_SLUGS])(
  "/%s is a page: neither the proxy's matcher nor its check takes it for unknown",
  (segment) => {
    expect(isUnknownTopLevelPage(`/${segment}`)).toBe(false);
    expect(takenForUnknown(`/${segment}`)).toBe(false);
  },
);

test.each(["/no-such-page", "/wifee", "/Gifts", "/payments"])(
  "%s is unknown to both the matcher and the check",
  (pathname) => {
    expect(isUnknownTopLevelPage(pathname)).toBe(true);
    expect(takenForUnknown(pathname)).toBe(true);
  },
);

test.each(["/", "/robots.txt", "/icon.svg", "/_next", "/products/abc", "/a/b"])(
  "%s is left to Next: a file, a Next path or a deeper path",
  (pathname) => {
    expect(isUnknownTopLevelPage(pathname)).toBe(false);
    expect(takenForUnknown(pathname)).toBe(false);
  },
);

test("a subcategory path gives its decoded id; other paths none", () => {
  expect(subcategoryIdOf("/subcategory/s%201")).toBe("s 1");
  expect(subcategoryIdOf("/subcategory/abc")).toBe("abc");
  expect(subcategoryIdOf("/subcategory/abc/more")).toBeNull();
  expect(subcategoryIdOf("/subcategory")).toBeNull();
  expect(subcategoryIdOf("/products/abc")).toBeNull();
});

test("the menu holds a subcategory by id", () => {
  const menu: CategoryWithSubcategories[] = [
    {
      id: "c1",
      name: "Cakes",
      image: "",
      subcategories: [{ id: "s1", name: "Birthday", categoryId: "c1" }],
    },
  ];
  expect(menuHasSubcategory(menu, "s1")).toBe(true);
  expect(menuHasSubcategory(menu, "c1")).toBe(false);
});
