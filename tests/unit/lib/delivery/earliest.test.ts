import { earliestDate } from "@giftshop/shared/delivery-earliest";
import { deliveryDay } from "@giftshop/shared/delivery-words";
import { cardDay, earliestWords } from "@/lib/delivery/earliest";

/** The instant of `time` (HH:MM, India time) on `date`. */
const ist = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

const CAKE = { days: 0, until: "16:00" };
const COURIER = { days: 1, until: "14:00" };
const NO_SAME_DAY = { days: 1, until: null };

describe("earliestDate (the rule)", () => {
  test("before the cut-off the rule's day; at it and after, a day later", () => {
    expect(earliestDate(CAKE, ist("2026-11-26", "15:59"))).toBe("2026-11-26");
    expect(earliestDate(CAKE, ist("2026-11-26", "16:00"))).toBe("2026-11-27");
    expect(earliestDate(COURIER, ist("2026-11-26", "13:59"))).toBe("2026-11-27");
    expect(earliestDate(COURIER, ist("2026-11-26", "14:00"))).toBe("2026-11-28");
  });

  test("with no cut-off the time of day does not matter", () => {
    expect(earliestDate(NO_SAME_DAY, ist("2026-11-26", "00:00"))).toBe("2026-11-27");
    expect(earliestDate(NO_SAME_DAY, ist("2026-11-26", "23:59"))).toBe("2026-11-27");
  });

  test("days are India's: 00:30 IST is the new day although UTC is still on the last one", () => {
    const now = ist("2026-11-27", "00:30");
    expect(now.toISOString()).toBe("2026-11-26T19:00:00.000Z");
    expect(earliestDate(CAKE, now)).toBe("2026-11-27");
  });

  test("across a month's and a year's end", () => {
    expect(earliestDate(COURIER, ist("2026-12-31", "15:00"))).toBe("2027-01-02");
  });
});

describe("earliestWords (a card's wording, clock injected)", () => {
  test("a cake reads Today until 16:00, then Tomorrow", () => {
    expect(earliestWords(CAKE, ist("2026-11-26", "09:00"))).toBe("Today");
    expect(earliestWords(CAKE, ist("2026-11-26", "15:59"))).toBe("Today");
    expect(earliestWords(CAKE, ist("2026-11-26", "16:00"))).toBe("Tomorrow");
    expect(earliestWords(CAKE, ist("2026-11-26", "23:59"))).toBe("Tomorrow");
    expect(earliestWords(CAKE, ist("2026-11-27", "00:00"))).toBe("Today");
  });

  test("a courier gift reads Tomorrow before 14:00, then names the day", () => {
    expect(earliestWords(COURIER, ist("2026-11-26", "13:59"))).toBe("Tomorrow");
    expect(earliestWords(COURIER, ist("2026-11-26", "14:00"))).toBe("Sat, 28 Nov");
  });

  test("a page read the day after it was made words the reader's day", () => {
    // The rule is the same in a copy of any age: only the reader's clock moves the words.
    expect(earliestWords(CAKE, ist("2026-11-26", "15:00"))).toBe("Today");
    expect(earliestWords(CAKE, ist("2026-11-27", "17:00"))).toBe("Tomorrow");
  });
});

test("cardDay writes each day of two years as deliveryDay (Intl's en-IN) does", () => {
  const start = Date.UTC(2026, 0, 1);
  for (let day = 0; day < 2 * 366; day++) {
    const date = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
    expect([date, cardDay(date)]).toEqual([date, deliveryDay(date)]);
  }
});
