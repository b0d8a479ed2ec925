import { hasSearchWords, parseSearch } from "@giftshop/shared/search/query";

describe("parseSearch: price words become a range and a chip", () => {
  it.each([
    ["eggless cake under 500", { maxPrice: 500 }, "eggless cake"],
    ["roses below ₹1000", { maxPrice: 1000 }, "roses"],
    ["watch under rs 1,500", { maxPrice: 1500 }, "watch"],
    ["plants upto 1k", { maxPrice: 1000 }, "plants"],
    ["chocolates 500 to 1000", { minPrice: 500, maxPrice: 1000 }, "chocolates"],
    ["hamper above 2000", { minPrice: 2000 }, "hamper"],
  ])("%s", (query, range, text) => {
    const intent = parseSearch(query);
    expect({ minPrice: intent.minPrice, maxPrice: intent.maxPrice }).toEqual({
      minPrice: undefined,
      maxPrice: undefined,
      ...range,
    });
    expect(intent.text).toBe(text);
    expect(intent.chips.find((chip) => chip.kind === "price")?.without).toBe(text);
  });

  it("labels the chip in rupees", () => {
    expect(parseSearch("cake under 500").chips[0]?.label).toBe("Under ₹500");
    expect(parseSearch("cake 500 to 1000").chips[0]?.label).toBe("₹500 – ₹1,000");
  });

  it("leaves a number that is not a price among the words", () => {
    const intent = parseSearch("20 red roses");
    expect(intent.maxPrice).toBeUndefined();
    expect(intent.terms).toEqual(["20", "red", "rose"]);
  });
});

describe("parseSearch: delivery words", () => {
  it.each([
    ["midnight delivery cake", "midnight", "cake"],
    ["same day flowers", "same-day", "flowers"],
    ["roses today", "same-day", "roses"],
  ])("%s", (query, delivery, text) => {
    const intent = parseSearch(query);
    expect(intent.delivery).toBe(delivery);
    expect(intent.text).toBe(text);
    expect(intent.chips.map((chip) => chip.kind)).toEqual(["delivery"]);
  });
});

describe("parseSearch: words", () => {
  it("drops stop words unless they are all the query says", () => {
    expect(parseSearch("birthday cake for mom").terms).toEqual(["birthday", "cake", "mother"]);
    expect(parseSearch("maa ke liye cake").terms).toEqual(["mother", "cake"]);
    expect(parseSearch("gifts").terms).toEqual(["gift"]);
  });

  it("shows eggless as a chip that removes its words", () => {
    const chip = parseSearch("eggless cake under 500").chips.find((c) => c.kind === "eggless");
    expect(chip?.without).toBe("cake under 500");
  });

  it("knows a query of nothing but filters searches for nothing", () => {
    expect(hasSearchWords(parseSearch("under 500").text)).toBe(false);
    expect(hasSearchWords(parseSearch("cake for the under 500").text)).toBe(true);
    expect(hasSearchWords(parseSearch("for the").text)).toBe(false);
    expect(hasSearchWords(parseSearch("rosse").text)).toBe(true);
  });
});
