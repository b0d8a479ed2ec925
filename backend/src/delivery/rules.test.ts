/**
 * The delivery rules at fixed instants, written in India time: cut-offs to the minute, the
 * midnight slot across the change of date, full and not-offered slots, courier ranges around
 * the 14:00 dispatch, and the same answers whatever the server's own time zone is.
 */
import { spawnSync } from "node:child_process";
import {
  BOOKABLE_WEEK,
  agartala,
  bengaluru,
  cake,
  evening,
  flowers,
  ist,
  midnight,
  mug,
  pune,
  sampleAnswers,
  slots,
  standard,
} from "../test/delivery-rules-sample";
import { earliestDate } from "@giftshop/shared/delivery-earliest";
import {
  addDays,
  courierEarliest,
  courierRange,
  dayLabel,
  earliestDay,
  handDays,
  handDelivers,
  handEarliest,
  istDate,
  istMinuteOfDay,
  slotState,
  unavailableMessage,
  type Kind,
  type Slot,
  type Zone,
} from "./rules";

const state = (slot: Slot, kind: Kind, zone: Zone, date: string, now: Date, taken = 0) =>
  slotState({ slot, kind, zone, date, now, taken });

/**
 * Expects `slot` for `kind` at Bengaluru on `date` still open at the minute before `time`
 * (HH:MM, India time) and closed for its cut-off at `time`, closing then either way.
 */
function expectCutOffAt(slot: Slot, kind: Kind, date: string, time: string) {
  const closesAt = ist(date, time);
  const minuteBefore = new Date(closesAt.getTime() - 60_000);
  expect(state(slot, kind, bengaluru, date, minuteBefore)).toEqual({ available: true, closesAt });
  expect(state(slot, kind, bengaluru, date, closesAt)).toEqual({
    available: false,
    reason: "cutoff",
    closesAt,
  });
}

describe("the IST calendar", () => {
  test("00:01 IST is 18:31 UTC of the previous UTC day, and its day is the IST one", () => {
    const now = ist("2026-11-26", "00:01");
    expect(now.toISOString()).toBe("2026-11-25T18:31:00.000Z");
    expect(istDate(now)).toBe("2026-11-26");
    expect(istMinuteOfDay(now)).toBe(1);
  });
});

describe("a slot's cut-off", () => {
  test("a cake in today's standard slot can be booked one minute before it closes, not at it", () => {
    // 21:00 less the slot's 300-minute lead and the cake's 180 minutes of baking: 13:00.
    expectCutOffAt(standard, cake, "2026-11-26", "13:00");
  });

  test("today the kind's same-day cut-off closes a slot that would otherwise stay open later", () => {
    // Flowers at midnight: the slot itself closes at 20:00 (23:59 − 179 − 60), the florist's
    // same-day orders at 18:00.
    const today = "2026-11-26";
    expectCutOffAt(midnight, flowers, today, "18:00");
    // Tomorrow has no same-day cut-off: the slot's own closing counts.
    expect(state(midnight, flowers, bengaluru, "2026-11-27", ist(today, "18:00"))).toEqual({
      available: true,
      closesAt: ist("2026-11-27", "20:00"),
    });
  });

  test("a slot that closes before the same-day cut-off closes at its own time", () => {
    // Flowers in the standard slot: 21:00 − 300 − 60 = 15:00, before the 18:00 cut-off.
    expectCutOffAt(standard, flowers, "2026-11-26", "15:00");
  });

  test("a day before today is past its cut-off", () => {
    const now = ist("2026-11-26", "08:00");
    expect(state(standard, cake, bengaluru, "2026-11-25", now)).toEqual({
      available: false,
      reason: "cutoff",
    });
  });
});

describe("the midnight slot across the change of date", () => {
  test("at 23:30 IST today's midnight slot is closed and tomorrow's is open", () => {
    const now = ist("2026-11-26", "23:30");
    const days = handDays({ kind: flowers, zone: bengaluru, slots, now, taken: () => 0 });
    expect(days[0]?.date).toBe("2026-11-26");
    const tonight = days[0]?.slots.find(({ slot }) => slot.id === "midnight")?.state;
    const tomorrow = days[1]?.slots.find(({ slot }) => slot.id === "midnight")?.state;
    expect(tonight).toMatchObject({ available: false, reason: "cutoff" });
    // Tomorrow's slot is not a same-day order: it closes at its own 20:00 (23:59 − 179 − 60).
    expect(tomorrow).toEqual({ available: true, closesAt: ist("2026-11-27", "20:00") });
    expect(earliestDay(days)).toBe("2026-11-27");
  });

  test("at 00:01 IST (18:31 UTC the day before) the new IST day is today, with its midnight slot open", () => {
    const now = new Date("2026-11-25T18:31:00.000Z");
    const days = handDays({ kind: flowers, zone: bengaluru, slots, now, taken: () => 0 });
    expect(days.map((day) => day.date)).toEqual(BOOKABLE_WEEK);
    const tonight = days[0]?.slots.find(({ slot }) => slot.id === "midnight")?.state;
    expect(tonight).toEqual({ available: true, closesAt: ist("2026-11-26", "18:00") });
    expect(earliestDay(days)).toBe("2026-11-26");
  });
});

describe("full and not-offered slots", () => {
  const date = "2026-11-27";
  const now = ist("2026-11-26", "10:00");

  test("a slot with every place taken is full; one place left is still available", () => {
    expect(state(evening, cake, bengaluru, date, now, evening.capacity)).toEqual({
      available: false,
      reason: "full",
      closesAt: ist(date, "16:00"),
    });
    expect(state(evening, cake, bengaluru, date, now, evening.capacity - 1)).toMatchObject({
      available: true,
    });
    const message = unavailableMessage(evening, date, {
      available: false,
      reason: "full",
    });
    expect(message).toBe(
      `The 7 pm – 9 pm slot on ${dayLabel(date)} is full. Please pick another slot.`,
    );
  });

  test("a hub that does not run a slot type does not offer it, nor list it", () => {
    expect(state(midnight, cake, pune, date, now)).toEqual({
      available: false,
      reason: "not-offered",
    });
    const days = handDays({ kind: cake, zone: pune, slots, now, taken: () => 0 });
    expect(days).toHaveLength(7);
    expect(days[1]?.slots.map(({ slot }) => slot.id)).toEqual(["standard", "fixed-19"]);
  });

  test("a hand-delivered kind at a courier-only pincode has no slot and no days", () => {
    expect(handDelivers(cake, agartala)).toBe(false);
    expect(state(standard, cake, agartala, date, now)).toEqual({
      available: false,
      reason: "not-offered",
    });
    expect(handDays({ kind: cake, zone: agartala, slots, now, taken: () => 0 })).toEqual([]);
  });

  test("a courier kind is not booked into a hub's slots", () => {
    expect(handDelivers(mug, bengaluru)).toBe(false);
    expect(state(standard, mug, bengaluru, date, now)).toEqual({
      available: false,
      reason: "not-offered",
    });
  });
});

describe("the courier's range", () => {
  /** Expects a parcel to `zone` ordered at `[date, time]` (IST) to arrive in `range`. */
  const expectRange = (
    zone: Zone,
    [date, time]: [string, string],
    range: { from: string; to: string },
  ) => expect(courierRange(zone, ist(date, time))).toEqual(range);

  test("ordered before 14:00 IST the parcel leaves that day; at 14:00 it leaves the next", () => {
    expectRange(agartala, ["2026-11-26", "13:59"], { from: "2026-11-30", to: "2026-12-04" });
    expectRange(agartala, ["2026-11-26", "14:00"], { from: "2026-12-01", to: "2026-12-05" });
  });

  test("late at night IST counts the IST day, not the UTC one", () => {
    // 23:50 IST on the 26th is 18:20 UTC the same day; 00:10 IST on the 27th is still the 26th in UTC.
    expectRange(bengaluru, ["2026-11-26", "23:50"], { from: "2026-11-28", to: "2026-11-29" });
    expectRange(bengaluru, ["2026-11-27", "00:10"], { from: "2026-11-28", to: "2026-11-29" });
  });
});

describe("the earliest anywhere (a card's rule)", () => {
  const hubs = [bengaluru, pune].map((zone) => zone.hub!);

  /** Every quarter of an hour of the test's Thursday, and the minutes either side of each. */
  const thursday = Array.from(
    { length: 96 },
    (_, quarter) => ist("2026-11-26", "00:00").getTime() + quarter * 15 * 60_000,
  ).flatMap((at) => [at - 60_000, at, at + 60_000].map((time) => new Date(time)));

  /** The earliest day the product page would offer at the first hub that has one. */
  const pageEarliest = (kind: Kind, now: Date) =>
    [bengaluru, pune]
      .map((zone) => earliestDay(handDays({ kind, zone, slots, now, taken: () => 0 })))
      .filter((day): day is string => day !== null)
      .sort()[0];

  test("a cake can come today when ordered before 16:00, flowers before 18:00", () => {
    expect(handEarliest(cake, hubs, slots)).toEqual({ days: 0, until: "16:00" });
    expect(handEarliest(flowers, hubs, slots)).toEqual({ days: 0, until: "18:00" });
  });

  test("at every minute of a day the rule names the day the hubs' own slots first allow", () => {
    const slow: Kind = { ...cake, id: "slow", sameDayCutoff: null, prepMinutes: 25 * 60 };
    for (const kind of [cake, flowers, { ...cake, sameDayCutoff: null }, slow]) {
      const rule = handEarliest(kind, hubs, slots)!;
      for (const now of thursday) {
        expect([kind.id, now.toISOString(), earliestDate(rule, now)]).toEqual([
          kind.id,
          now.toISOString(),
          pageEarliest(kind, now),
        ]);
      }
    }
  });

  test("with no same day the rule is tomorrow; prepared past a slot's day, it closes the day before", () => {
    expect(handEarliest({ ...cake, sameDayCutoff: null }, hubs, slots)).toEqual({
      days: 1,
      until: null,
    });
    // Tomorrow's midnight slot closes 25 h + 179 min before 23:59 tomorrow: 20:00 today.
    const slow: Kind = { ...cake, sameDayCutoff: null, prepMinutes: 25 * 60 };
    expect(handEarliest(slow, hubs, slots)).toEqual({ days: 1, until: "20:00" });
  });

  test("no hub, no slot the hubs run, or a courier kind: no hand rule", () => {
    expect(handEarliest(cake, [], slots)).toBeNull();
    expect(handEarliest(cake, [pune.hub!], [midnight])).toBeNull();
    expect(handEarliest(mug, hubs, slots)).toBeNull();
  });

  test("a courier parcel's rule is its range's first day, around the 14:00 dispatch", () => {
    const rule = courierEarliest(bengaluru.courierMinDays);
    expect(rule).toEqual({ days: 1, until: "14:00" });
    for (const now of thursday) {
      expect(earliestDate(rule, now)).toBe(courierRange(bengaluru, now).from);
    }
    expect(earliestDate(rule, ist("2026-11-26", "14:00"))).toBe(addDays("2026-11-26", 2));
  });
});

describe("the server's time zone does not matter", () => {
  /** The sample's answers and the local hour at 12:00 UTC, worked out by a process in `zone`. */
  function answersIn(zone: string): { localHour: number; answers: unknown } {
    const run = spawnSync(
      process.execPath,
      ["--import", "tsx", "backend/src/test/delivery-rules-sample.ts"],
      {
        env: { ...process.env, TZ: zone },
        encoding: "utf8",
      },
    );
    if (run.status !== 0) throw new Error(`sample in ${zone} failed: ${run.stderr}`);
    return JSON.parse(run.stdout) as { localHour: number; answers: unknown };
  }

  test("New York and London, across their daylight-saving changes, answer as India does", () => {
    const india = answersIn("Asia/Kolkata");
    const newYork = answersIn("America/New_York");
    const london = answersIn("Europe/London");
    // Each process really ran in its zone (else the comparison would prove nothing).
    expect([india.localHour, newYork.localHour, london.localHour]).toEqual([17, 7, 12]);
    expect(newYork.answers).toEqual(india.answers);
    expect(london.answers).toEqual(india.answers);
    // And this process (whatever its zone) agrees.
    expect(JSON.parse(JSON.stringify(sampleAnswers()))).toEqual(india.answers);
  }, 30_000);
});
