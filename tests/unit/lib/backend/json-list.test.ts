/** @jest-environment node */
import { jsonListItems } from "@/lib/backend/json-list";

const parsed = (text: string) => jsonListItems(text)?.map((item) => JSON.parse(item) as unknown);

test("the items of a bare list and of { data } come out as JSON.parse would give them", () => {
  const products = [
    { _id: "a", title: 'Say "hi" \\ [to] {you}, please', images: [{ url: "/u/a.webp" }] },
    { _id: "b", title: "Rosé ₹ 🌹", price: 499.5, approved: true, oldprice: null },
    "a plain string",
    12,
  ];
  expect(parsed(JSON.stringify(products))).toEqual(products);
  expect(parsed(JSON.stringify({ success: true, data: products }))).toEqual(products);
  expect(parsed(JSON.stringify({ meta: { data: [1] }, list: ["]"], data: products }))).toEqual(
    products,
  );
  expect(parsed(` \n { "success" : true , "data" : [ ] } `)).toEqual([]);
});

test("an answer without a list is null; a broken one is a SyntaxError", () => {
  expect(jsonListItems(JSON.stringify({ success: false, message: "no" }))).toBeNull();
  expect(jsonListItems('"text"')).toBeNull();
  expect(() => jsonListItems('[{"a": "unterminated}]')).toThrow(SyntaxError);
  expect(() => jsonListItems('[{"a": 1} {"b": 2}]')).toThrow(SyntaxError);
  expect(() => jsonListItems('{"data": [{"a": 1}')).toThrow(SyntaxError);
});
