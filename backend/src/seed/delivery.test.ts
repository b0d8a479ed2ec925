import { count, eq, sql } from "drizzle-orm";
import { deliveryHubs, deliveryKinds, deliverySlots, deliveryZones, products } from "../db/schema";
import { loadZone } from "../delivery/store";
import { agartala } from "../test/delivery-rules-sample";
import { testDatabasePerFile, testEngine } from "../test/test-db";
import { applyCatalogue, clearCatalogue } from "./apply";
import { SEED_KINDS, SEED_SLOTS, seedDelivery } from "./delivery";
import { SEED_HUBS, displayName, zonesFromPostOffices, type PostOffice } from "./delivery-zones";
import { generateCatalogue } from "./generate";

const database = testDatabasePerFile();
const db = () => database.db;

describe(`the delivery seed from India Post's pincodes (${testEngine})`, () => {
  let first: Awaited<ReturnType<typeof seedDelivery>>;
  beforeAll(async () => {
    first = await seedDelivery(db());
  }, 60_000);

  test("writes every kind, slot and hub, and a zone for each of India's ~19,400 delivering pincodes", () => {
    expect(first).toMatchObject({
      kinds: SEED_KINDS.length,
      slots: SEED_SLOTS.length,
      hubs: SEED_HUBS.length,
    });
    expect(first.zones).toBeGreaterThan(19_000);
  });

  test("a Bengaluru, a Delhi and a Pune pincode belong to their hubs, with the hub's slot types", async () => {
    expect(await loadZone(db(), "560038")).toEqual({
      pincode: "560038",
      district: "Bengaluru Urban",
      state: "Karnataka",
      hub: {
        id: "bengaluru",
        name: "Bengaluru",
        slotTypes: ["standard", "fixed-time", "midnight"],
      },
      courierMinDays: 1,
      courierMaxDays: 2,
      cod: true,
    });
    expect(await loadZone(db(), "110001")).toMatchObject({
      state: "Delhi",
      hub: {
        id: "delhi-ncr",
        name: "Delhi NCR",
        slotTypes: ["standard", "fixed-time", "midnight"],
      },
    });
    expect(await loadZone(db(), "122001")).toMatchObject({
      district: "Gurugram",
      hub: { id: "delhi-ncr" },
    });
    expect(await loadZone(db(), "411005")).toMatchObject({
      district: "Pune",
      hub: { id: "pune", slotTypes: ["standard", "fixed-time"] },
      courierMinDays: 1,
      courierMaxDays: 2,
    });
  });

  test("Agartala is courier only, 4–8 days, without cash on delivery (the package files it under Telangana)", async () => {
    expect(await loadZone(db(), "799001")).toEqual(agartala);
  });

  test("elsewhere the courier takes 2–4 days in a state with a hub and 3–6 in one without", async () => {
    // Mysuru (Karnataka has Bengaluru), Patna (Bihar has no hub).
    expect(await loadZone(db(), "570001")).toMatchObject({
      hub: null,
      courierMinDays: 2,
      courierMaxDays: 4,
      cod: true,
    });
    expect(await loadZone(db(), "800001")).toMatchObject({
      state: "Bihar",
      hub: null,
      courierMinDays: 3,
      courierMaxDays: 6,
      cod: true,
    });
  });

  test("the islands and a pincode without a delivering office are not served", async () => {
    expect(await loadZone(db(), "744101")).toBeNull(); // Port Blair
    expect(await loadZone(db(), "682555")).toBeNull(); // Lakshadweep
    expect(await loadZone(db(), "380014")).toBeNull(); // Ahmedabad: no office there delivers
  });

  test("every hub hand-delivers to pincodes (its districts are spelt as India Post spells them)", async () => {
    const rows = await db()
      .select({ hubId: deliveryZones.hubId, n: count() })
      .from(deliveryZones)
      .groupBy(deliveryZones.hubId);
    const perHub = new Map(rows.map((row) => [row.hubId, row.n]));
    for (const hub of SEED_HUBS) {
      expect([hub.id, (perHub.get(hub.id) ?? 0) >= 20]).toEqual([hub.id, true]);
    }
  });

  test("a second run writes nothing, and an operator's changes survive it", async () => {
    await db().update(deliverySlots).set({ capacity: 45 }).where(eq(deliverySlots.id, "fixed-19"));
    await db().delete(deliveryZones).where(eq(deliveryZones.pincode, "560038"));
    const again = await seedDelivery(db());
    expect(again).toMatchObject({ kinds: 0, slots: 0, hubs: 0, zones: 0 });
    const [slot] = await db()
      .select({ capacity: deliverySlots.capacity })
      .from(deliverySlots)
      .where(eq(deliverySlots.id, "fixed-19"));
    expect(slot?.capacity).toBe(45);
    expect(await loadZone(db(), "560038")).toBeNull();
  });

  test("the catalogue's products get the kinds the shop has; a kind it lacks goes by courier", async () => {
    const catalogue = generateCatalogue({ products: 120 });
    await db().delete(deliveryKinds).where(eq(deliveryKinds.id, "fashion"));
    await applyCatalogue(db(), catalogue);
    const kinds = await db()
      .select({ kind: products.deliveryKind, n: count() })
      .from(products)
      .groupBy(products.deliveryKind);
    const byKind = new Map(kinds.map((row) => [row.kind, row.n]));
    expect(byKind.get("cake")).toBeGreaterThan(0);
    expect(byKind.get("flowers")).toBeGreaterThan(0);
    expect(byKind.has("fashion")).toBe(false);
    expect(byKind.get(null)).toBe(
      catalogue.products.filter((p) => p.deliveryKind === "fashion").length,
    );
    await clearCatalogue(db());
    // The delivery data stays when the catalogue is cleared for a re-seed.
    const [zones] = await db().select({ n: count() }).from(deliveryZones);
    expect(zones?.n).toBe(first.zones - 1);
    const [hubs] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(deliveryHubs);
    expect(hubs?.n).toBe(SEED_HUBS.length);
  });
});

describe("zones from post offices", () => {
  const office = (fields: Partial<PostOffice> & Pick<PostOffice, "pincode">): PostOffice => ({
    district: "PATNA",
    state: "BIHAR",
    circle: "Bihar Circle",
    delivery: true,
    ...fields,
  });

  test("a pincode takes the district most of its delivering offices are filed under", () => {
    const zones = zonesFromPostOffices([
      office({ pincode: "800001" }),
      office({ pincode: "800001" }),
      office({ pincode: "800001", district: "NALANDA" }),
      office({ pincode: "800001", district: "GAYA", delivery: false }),
      office({ pincode: "800001", district: "GAYA", delivery: false }),
    ]);
    expect(zones).toEqual([
      {
        pincode: "800001",
        district: "Patna",
        state: "Bihar",
        hubId: null,
        courierMinDays: 3,
        courierMaxDays: 6,
        cod: true,
      },
    ]);
  });

  test("an office filed in a state its postal circle does not serve is not believed", () => {
    const tripura = { state: "TRIPURA", circle: "North Eastern Circle" };
    const zones = zonesFromPostOffices([
      office({ pincode: "799002", district: "WEST TRIPURA", ...tripura }),
      office({ pincode: "799001", district: "Nirmal", state: "TELANGANA", circle: tripura.circle }),
    ]);
    expect(zones.map((zone) => [zone.pincode, zone.district, zone.state, zone.cod])).toEqual([
      ["799001", "West Tripura", "Tripura", false],
      ["799002", "West Tripura", "Tripura", false],
    ]);
  });

  test("no zone for a pincode whose offices do not deliver, nor for the islands", () => {
    expect(
      zonesFromPostOffices([
        office({ pincode: "800002", delivery: false }),
        office({
          pincode: "744101",
          state: "ANDAMAN AND NICOBAR ISLANDS",
          circle: "West Bengal Circle",
        }),
        office({ pincode: "682555", state: "LAKSHADWEEP", circle: "Kerala Circle" }),
      ]),
    ).toEqual([]);
  });

  test("a hub an operator removed is not named, and its pincodes go by courier", () => {
    const [zone] = zonesFromPostOffices(
      [
        office({
          pincode: "411005",
          district: "PUNE",
          state: "MAHARASHTRA",
          circle: "Maharashtra Circle",
        }),
      ],
      new Set(["mumbai"]),
    );
    expect(zone).toMatchObject({ hubId: null, courierMinDays: 2, courierMaxDays: 4 });
  });

  test("names read as shoppers write them", () => {
    expect(displayName("MEDCHAL MALKAJGIRI")).toBe("Medchal Malkajgiri");
    expect(displayName("JAMMU AND KASHMIR")).toBe("Jammu and Kashmir");
    expect(displayName("S.A.S Nagar")).toBe("S.A.S Nagar");
  });
});
