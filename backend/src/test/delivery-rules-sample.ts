/**
 * A known delivery set-up and a sample of instants for the rules' tests (delivery/rules.test.ts).
 * Run on its own (`node --import tsx backend/src/test/delivery-rules-sample.ts`) it prints the
 * rules' answers over the sample as JSON, so the test can compare what processes in other time
 * zones work out.
 */
import {
  courierRange,
  dayLabel,
  earliestDay,
  handDays,
  istDate,
  istInstant,
  istMinuteOfDay,
  unavailableMessage,
  type Kind,
  type Slot,
  type Zone,
} from "../delivery/rules";

const HOUR = 60;

/** The instant at `time` (HH:MM, India time) on `date`. */
export function ist(date: string, time: string): Date {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return istInstant(date, hours * HOUR + minutes);
}

/** The seven days the rules offer from Thursday 26 November 2026 (the tests' today), in order. */
export const BOOKABLE_WEEK = [
  "2026-11-26",
  "2026-11-27",
  "2026-11-28",
  "2026-11-29",
  "2026-11-30",
  "2026-12-01",
  "2026-12-02",
];

export const standard: Slot = {
  id: "standard",
  type: "standard",
  label: "9 am – 9 pm",
  startsAt: 9 * HOUR,
  endsAt: 21 * HOUR,
  charge: 0,
  capacity: 200,
  leadMinutes: 300,
};
export const evening: Slot = {
  id: "fixed-19",
  type: "fixed-time",
  label: "7 pm – 9 pm",
  startsAt: 19 * HOUR,
  endsAt: 21 * HOUR,
  charge: 99,
  capacity: 30,
  leadMinutes: 120,
};
export const midnight: Slot = {
  id: "midnight",
  type: "midnight",
  label: "11 pm – 11:59 pm",
  startsAt: 23 * HOUR,
  endsAt: 23 * HOUR + 59,
  charge: 199,
  capacity: 20,
  leadMinutes: 179,
};
export const slots = [standard, evening, midnight];

export const cake: Kind = {
  id: "cake",
  label: "Cakes",
  mode: "hand",
  sameDayCutoff: 16 * HOUR,
  prepMinutes: 180,
};
export const flowers: Kind = {
  id: "flowers",
  label: "Flowers",
  mode: "hand",
  sameDayCutoff: 18 * HOUR,
  prepMinutes: 60,
};
export const mug: Kind = {
  id: "personalised",
  label: "Personalised gifts",
  mode: "courier",
  sameDayCutoff: null,
  prepMinutes: 0,
};

export const bengaluru: Zone = {
  pincode: "560038",
  district: "Bengaluru Urban",
  state: "Karnataka",
  hub: { id: "bengaluru", name: "Bengaluru", slotTypes: ["standard", "fixed-time", "midnight"] },
  courierMinDays: 1,
  courierMaxDays: 2,
  cod: true,
};
export const pune: Zone = {
  ...bengaluru,
  pincode: "411005",
  district: "Pune",
  state: "Maharashtra",
  hub: { id: "pune", name: "Pune", slotTypes: ["standard", "fixed-time"] },
};
/** A remote pincode, as the delivery seed writes it (seed/delivery.test.ts checks). */
export const agartala: Zone = {
  pincode: "799001",
  district: "West Tripura",
  state: "Tripura",
  hub: null,
  courierMinDays: 4,
  courierMaxDays: 8,
  cod: false,
};

// Around the changes of clocks in New York (8 Mar, 1 Nov 2026) and London (29 Mar, 25 Oct
// 2026), and across IST midnight.
const SAMPLE_INSTANTS = [
  "2026-03-08T06:30:00Z",
  "2026-03-08T07:30:00Z",
  "2026-03-29T00:30:00Z",
  "2026-03-29T01:30:00Z",
  "2026-10-25T00:30:00Z",
  "2026-10-25T01:30:00Z",
  "2026-11-01T05:30:00Z",
  "2026-11-01T06:30:00Z",
  "2026-11-25T18:29:00Z",
  "2026-11-25T18:31:00Z",
  "2026-11-26T08:29:00Z",
].map((text) => new Date(text));

/** Every answer the rules give at the sample instants, as plain data. */
export function sampleAnswers() {
  return SAMPLE_INSTANTS.map((now) => {
    const days = handDays({
      kind: cake,
      zone: bengaluru,
      slots,
      now,
      taken: (date, slotId) => (slotId === "fixed-19" && date.endsWith("-28") ? 30 : 0),
    });
    return {
      today: istDate(now),
      minute: istMinuteOfDay(now),
      courier: courierRange(agartala, now),
      earliest: earliestDay(days),
      days: days.map((day) => ({
        date: day.date,
        label: dayLabel(day.date),
        slots: day.slots.map(({ slot, state }) => ({
          id: slot.id,
          ...state,
          closesAt: state.closesAt?.toISOString(),
          message: unavailableMessage(slot, day.date, state),
        })),
      })),
    };
  });
}

if (process.argv[1]?.endsWith("delivery-rules-sample.ts")) {
  const localHour = new Date("2026-11-26T12:00:00Z").getHours();
  process.stdout.write(JSON.stringify({ localHour, answers: sampleAnswers() }));
}
