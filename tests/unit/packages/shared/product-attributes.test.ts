/** @jest-environment node */
import { z } from "zod";
import {
  ATTRIBUTE_WIRE,
  FACT_ROWS,
  HIGHLIGHTS,
  PRODUCT_ATTRIBUTES,
  attributesOf,
  blankAttributes,
  decidedBy,
  highlightLabel,
} from "@giftshop/shared/product-attributes";

test("the details list care instructions apart, then every fact row in the declared order", () => {
  expect(PRODUCT_ATTRIBUTES.careInstructions.details).toBe("list");
  expect(FACT_ROWS.map((key) => PRODUCT_ATTRIBUTES[key].label)).toEqual([
    "Ingredients",
    "Flavour",
    "Type",
    "Shape",
    "Weight",
    "Net quantity",
    "Diameter",
    "Serves",
    "Brand",
  ]);
});

test("highlights go by rank, a net quantity is what the gift contains", () => {
  expect(HIGHLIGHTS).toEqual(["flavor", "weight", "serves", "shape", "netQuantity", "type"]);
  expect(highlightLabel("netQuantity")).toBe("Contains");
  expect(highlightLabel("flavor")).toBe("Flavour");
});

test("a variant option decides the facts it changes", () => {
  expect(decidedBy("Weight")).toEqual(["weight", "diameter", "serves"]);
  expect(decidedBy("Egg")).toEqual(["type"]);
  expect(decidedBy("Colour")).toEqual([]);
});

test("the wire reads a missing or null attribute as blank, one care line as a list", () => {
  const wire = z.object(ATTRIBUTE_WIRE);
  expect(wire.parse({ flavor: null, careInstructions: "Keep refrigerated" })).toEqual({
    ...blankAttributes(),
    careInstructions: ["Keep refrigerated"],
  });
  expect(wire.safeParse({ weight: 500 }).success).toBe(false);
});

test("blank attributes are fresh each time; attributesOf keeps only the attributes", () => {
  const first = blankAttributes();
  first.careInstructions.push("Trim the stems");
  expect(blankAttributes().careInstructions).toEqual([]);
  const row = { ...blankAttributes(), flavor: "Kiwi", title: "Kiwi Cake", price: 599 };
  expect(attributesOf(row)).toEqual({ ...blankAttributes(), flavor: "Kiwi" });
});
