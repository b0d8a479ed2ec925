import { searchTokens, stem, withinOneEdit } from "@giftshop/shared/search/text";

describe("searchTokens: how search reads a text", () => {
  it.each([
    ["bday", ["birthday"]],
    ["b'day cake", ["birthday", "cake"]],
    ["gulab", ["rose"]],
    ["Roses", ["rose"]],
    ["lilies", ["lily"]],
    ["dry fruits", ["dryfruit"]],
    ["Dry Fruit meva", ["dryfruit", "dryfruit"]],
    ["mithai", ["sweet"]],
    ["maa", ["mother"]],
    ["gulab jamun", ["gulabjamun"]],
    ["Crème brûlée", ["creme", "brulee"]],
  ])("%s → %j", (text, tokens) => {
    expect(searchTokens(text)).toEqual(tokens);
  });
});

describe("stem", () => {
  it("drops plural endings without harming other words", () => {
    expect(stem("boxes")).toBe("box");
    expect(stem("glass")).toBe("glass");
    expect(stem("bonus")).toBe("bonus");
    expect(stem("500s")).toBe("500s");
  });
});

describe("withinOneEdit", () => {
  it("counts an added, missing, changed or swapped letter as one edit", () => {
    expect(withinOneEdit("rosse", "rose")).toBe(true);
    expect(withinOneEdit("chocolte", "chocolate")).toBe(true);
    expect(withinOneEdit("walet", "wallet")).toBe(true);
    expect(withinOneEdit("bera", "bear")).toBe(true);
    expect(withinOneEdit("rsoes", "rose")).toBe(false);
  });
});
