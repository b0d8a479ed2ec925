import {
  arrayOf,
  boolean,
  integer,
  nonEmptyString,
  nullable,
  number,
  object,
  string,
  withDefault,
} from "@/lib/parse";

const image = object({ url: string, alt: string });
const line = object({
  title: nonEmptyString,
  quantity: integer,
  price: number,
  image: nullable(image),
  gift: withDefault(boolean, false),
});

test("an answer of the right shape comes back typed, without unknown keys", () => {
  expect(line({ title: "Cake", quantity: 2, price: 499.5, image: null, extra: "dropped" })).toEqual(
    { title: "Cake", quantity: 2, price: 499.5, image: null, gift: false },
  );
  expect(arrayOf(image)([{ url: "/a.webp", alt: "A", width: 40 }])).toEqual([
    { url: "/a.webp", alt: "A" },
  ]);
});

test.each([
  ["null", null],
  ["an array", []],
  ["a missing key", { quantity: 1, price: 1, image: null }],
  ["an empty required string", { title: "", quantity: 1, price: 1, image: null }],
  ["a fraction for a whole number", { title: "Cake", quantity: 1.5, price: 1, image: null }],
  ["a string for a number", { title: "Cake", quantity: 1, price: "1", image: null }],
  ["null for a defaulted key", { title: "Cake", quantity: 1, price: 1, image: null, gift: null }],
  ["a bad nested object", { title: "Cake", quantity: 1, price: 1, image: { url: 1, alt: "" } }],
])("%s does not parse", (_, value) => {
  expect(line(value)).toBeUndefined();
});

test("one bad entry fails the whole array", () => {
  expect(arrayOf(string)(["a", 1])).toBeUndefined();
  expect(arrayOf(string)("a")).toBeUndefined();
});
