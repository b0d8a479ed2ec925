import {
  isCalendarDate,
  nextOccurrence,
  occasionGiftsQuery,
  occasionInputSchema,
} from "@giftshop/shared/occasions";

describe("nextOccurrence", () => {
  test.each([
    ["later this year", { month: 8, day: 14, year: null }, "2027-03-10", "2027-08-14"],
    ["today itself", { month: 3, day: 10, year: null }, "2027-03-10", "2027-03-10"],
    ["past this year: next year", { month: 1, day: 2, year: null }, "2027-12-26", "2028-01-02"],
    [
      "29 February in a year without one",
      { month: 2, day: 29, year: null },
      "2027-01-01",
      "2027-02-28",
    ],
    ["29 February in a leap year", { month: 2, day: 29, year: null }, "2028-01-01", "2028-02-29"],
    ["once, still ahead", { month: 5, day: 20, year: 2027 }, "2027-03-10", "2027-05-20"],
    ["once, past", { month: 5, day: 20, year: 2027 }, "2027-05-21", null],
  ])("%s", (_what, occasion, today, next) => {
    expect(nextOccurrence(occasion, today)).toBe(next);
  });
});

test("isCalendarDate knows which days exist", () => {
  expect(["2024-02-29", "2027-12-31", "1961-08-14"].every(isCalendarDate)).toBe(true);
  expect(
    ["2027-02-29", "2027-04-31", "2027-13-01", "27-01-01", "2027-1-1", ""].some(isCalendarDate),
  ).toBe(false);
});

test("the gift search names the occasion and the person as the shop's search knows them", () => {
  expect(occasionGiftsQuery("birthday", "Mother")).toBe("birthday gifts for mother");
  expect(occasionGiftsQuery("anniversary", null)).toBe("anniversary gifts");
  expect(occasionGiftsQuery("other", "Boyfriend")).toBe("gifts for boyfriend");
});

test("the schema trims the name, drops bidirectional controls and defaults no recipient", () => {
  const parsed = occasionInputSchema.parse({
    name: "  Me\u202Eera ",
    occasion: "birthday",
    date: "1961-08-14",
    repeats: "yearly",
  });
  expect(parsed).toEqual({
    name: "Meera",
    recipient: "",
    occasion: "birthday",
    date: "1961-08-14",
    repeats: "yearly",
  });
});
