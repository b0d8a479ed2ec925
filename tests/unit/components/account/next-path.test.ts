import { safeNextPath } from "@/components/account/next-path";

test.each([
  ["/orders", "/orders"],
  ["/products/42?tab=reviews#top", "/products/42?tab=reviews#top"],
  ["/", "/"],
])("a path on this site (%j) is kept", (next, expected) => {
  expect(safeNextPath(next)).toBe(expected);
});

test.each([
  null,
  undefined,
  "",
  "orders",
  "//evil.example",
  "/\\evil.example",
  "/path\\..\\evil",
  "https://evil.example/",
  "javascript:alert(1)",
  "/\t/evil.example",
  "/\n/evil.example",
])("%j goes home instead", (next) => {
  expect(safeNextPath(next)).toBe("/");
});
