import { slotCharges } from "@/lib/delivery/slot-charges";

const hours = (from: number, to: number) => ({ startsAt: from * 60, endsAt: to * 60 });

describe("the shipping page's slot charges", () => {
  test("one row per slot type, in the shop's order, with its hours and charge", () => {
    const fixed = [9, 11, 13, 15, 17, 19].map((start) => ({
      type: "fixed-time" as const,
      label: `${start}`,
      ...hours(start, start + 2),
      charge: 99,
    }));
    expect(
      slotCharges([
        { type: "standard", label: "9 am – 9 pm", ...hours(9, 21), charge: 0 },
        ...fixed,
        { type: "midnight", label: "11 pm – 11:59 pm", startsAt: 1380, endsAt: 1439, charge: 199 },
      ]),
    ).toEqual([
      {
        type: "standard",
        name: "Standard delivery",
        hours: "9 am – 9 pm",
        charge: 0,
        varies: false,
      },
      {
        type: "fixed-time",
        name: "Fixed time delivery",
        hours: "2-hour windows from 9 am to 9 pm",
        charge: 99,
        varies: false,
      },
      {
        type: "midnight",
        name: "Midnight delivery",
        hours: "11 pm – 11:59 pm",
        charge: 199,
        varies: false,
      },
    ]);
  });

  test("windows of unequal length or charge are told as such, from the lowest charge", () => {
    const [row] = slotCharges([
      { type: "fixed-time", label: "a", ...hours(9, 11), charge: 149 },
      { type: "fixed-time", label: "b", startsAt: 660, endsAt: 750, charge: 99 },
    ]);
    expect(row).toMatchObject({
      hours: "Windows from 9 am to 12:30 pm",
      charge: 99,
      varies: true,
    });
  });
});
