import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { cartItems, deliveryBookings, orders } from "../../db/schema";
import { renderOrderMail, type Mailer } from "../../mail";
import { createDeliveries } from "../../deliveries";
import { pins } from "../../test/delivery-fixture";
import {
  COURIER_GIFT,
  TODAY,
  TOMORROW,
  bookingsOf,
  deliveryTestAppPerFile,
  istAt,
  takePlaces,
} from "../../test/delivery-helpers";
import { expectRefused } from "../../test/expect";
import { productIds } from "../../test/fixture";
import { orderBody, orderItem, placeOrder } from "../../test/place-order";
import {
  ledger,
  payLocally,
  shippingAddress,
  signUpWithCart,
  verifyEmail,
  type CheckoutOrder,
  type Shopper,
} from "../../test/shopper";
import { appOver, type Json } from "../../test/test-app";
import { testEngine } from "../../test/test-db";
import { PRICES_CHANGED, codUnavailable } from "./place-order";

const t = deliveryTestAppPerFile();
const NOW = istAt("10:00");

/** Truffle × 2 (₹599) and red roses (₹149), as the storefront sends them. */
const LINES_TOTAL = 2 * 599 + 149;
const cart = (tag: string) =>
  signUpWithCart(t, tag, [
    [productIds.truffle, 2],
    [productIds.redRoses, 1],
  ]);

const at = (slotId: string, pincode: string = pins.bengaluru, date = TODAY) => ({
  pincode,
  date,
  slotId,
});

type Choice = ReturnType<typeof at>;

/** The cart's lines, each delivered as chosen (none: the line sends no delivery). */
const items = (truffle: Choice | null, roses: Choice | null = truffle) => [
  orderItem("truffle", 2, truffle ? { delivery: truffle } : {}),
  orderItem("roses", 1, roses ? { delivery: roses } : {}),
];

/** What a refusal must leave: the same orders, items, payments and bookings. */
const everything = async () => ({ ...(await ledger(t)), bookings: await bookingsOf(t) });

/** The evening slot as tracking shows it (no pincode), and as the owner sees it. */
const trackedEvening = {
  mode: "hand",
  date: TODAY,
  slotId: "fixed-19",
  slotType: "fixed-time",
  slotLabel: "7 pm – 9 pm",
  window: { from: "19:00", to: "21:00" },
};
const evening = { pincode: pins.bengaluru, ...trackedEvening };

describe(`place-order with deliveries (${testEngine})`, () => {
  test("takes the place, stores each line's promise with one charge, and shows it on the order", async () => {
    const shopper = await cart("promise");
    const answer = await placeOrder(t, shopper, orderBody(items(at("fixed-19")), LINES_TOTAL + 99));
    expect(answer.status).toBe(201);
    const order = (answer.body as { order: Json & { items: Json[] } }).order;
    expect(order.totalAmount).toBe(LINES_TOTAL + 99);
    expect(order.deliveryCharge).toBe(99);
    expect(order.items.map((item) => item.delivery)).toEqual([
      { ...evening, charge: 99 },
      { ...evening, charge: 0 },
    ]);

    const booked = (await bookingsOf(t)).filter((booking) => booking.orderId === order._id);
    expect(booked).toEqual([
      expect.objectContaining({
        hubId: "bengaluru",
        date: TODAY,
        slotId: "fixed-19",
        heldUntil: null,
      }),
    ]);

    const mine = await t.send("GET", `/api/client/order/${String(order._id)}`, {
      token: shopper.token,
    });
    expect((mine.body as { order: Json }).order).toEqual(order);
    // Tracking (anyone with the id) shows the day and window, never the pincode.
    const tracking = (await t.get(`/api/client/order/${String(order._id)}`)).body as {
      order: Json & { items: Json[] };
    };
    expect(tracking.order.deliveryCharge).toBe(99);
    expect(tracking.order.items.map((item) => item.delivery)).toEqual([
      { ...trackedEvening, charge: 99 },
      { ...trackedEvening, charge: 0 },
    ]);
    expect(JSON.stringify(tracking)).not.toContain(pins.bengaluru);
  });

  test("a courier gift is promised its range and costs nothing", async () => {
    const shopper = await signUpWithCart(t, "courier", [[COURIER_GIFT, 1]]);
    const answer = await placeOrder(t, shopper, {
      items: [
        { productId: COURIER_GIFT, quantity: 1, price: 100, delivery: { pincode: pins.bengaluru } },
      ],
      totalAmount: 100,
      shippingAddress,
    });
    expect(answer.status).toBe(201);
    const order = (answer.body as { order: Json & { items: Json[] } }).order;
    expect(order.deliveryCharge).toBe(0);
    expect(order.items[0]?.delivery).toEqual({
      pincode: pins.bengaluru,
      mode: "courier",
      range: { from: TOMORROW, to: "2026-11-28" },
      charge: 0,
    });
  });

  test("a total without the delivery charge is refused and nothing is written", async () => {
    const shopper = await cart("tampered");
    const before = await everything();
    expectRefused(
      await placeOrder(t, shopper, orderBody(items(at("fixed-19")), LINES_TOTAL)),
      409,
      PRICES_CHANGED,
    );
    expect(await everything()).toEqual(before);
  });

  test("a slot past its cut-off on the shop's clock is refused: nothing written, nothing booked, cart kept", async () => {
    const shopper = await cart("cutoff");
    t.setNow(istAt("16:00"));
    const before = await everything();
    expectRefused(
      await placeOrder(t, shopper, orderBody(items(at("fixed-19")), LINES_TOTAL + 99)),
      409,
      "The 7 pm – 9 pm slot on Thu, 26 Nov closed at 4:00 pm. Please pick another slot.",
    );
    expect(await everything()).toEqual(before);
    const lines = await t.database.db
      .select()
      .from(cartItems)
      .where(eq(cartItems.userId, shopper.id));
    expect(lines).toHaveLength(2);
  });

  test("a line checked for another pincode than the address's is refused", async () => {
    const shopper = await cart("pincode");
    const before = await everything();
    expectRefused(
      await placeOrder(
        t,
        shopper,
        orderBody(items(at("standard"), at("standard", pins.pune)), LINES_TOTAL),
      ),
      409,
      "“Red Roses Bouquet” was checked for delivery to 411005, but this address is in 560038. Please check its delivery again for this address.",
    );
    expect(await everything()).toEqual(before);
  });

  test("a full slot is refused", async () => {
    const shopper = await cart("full");
    await takePlaces(t, { hubId: "bengaluru", date: TOMORROW, slotId: "fixed-09" }, 5);
    const before = await everything();
    expectRefused(
      await placeOrder(
        t,
        shopper,
        orderBody(items(at("fixed-09", pins.bengaluru, TOMORROW)), LINES_TOTAL + 99),
      ),
      409,
      "The 9 am – 11 am slot on Fri, 27 Nov is full. Please pick another slot.",
    );
    expect(await everything()).toEqual(before);
  });

  test("deliveries go on every item or on none", async () => {
    const shopper = await cart("all-or-none");
    expectRefused(
      await placeOrder(t, shopper, orderBody(items(at("standard"), null), LINES_TOTAL)),
      400,
      "items: a delivery must be sent with every item or with none",
    );
  });

  test("an order sent without deliveries gets the default delivery, booked as the summary shows it", async () => {
    const shopper = await cart("plain");
    const bookings = (await bookingsOf(t)).length;
    const answer = await placeOrder(t, shopper, orderBody(items(null), LINES_TOTAL));
    expect(answer.status).toBe(201);
    const order = (answer.body as { order: Json & { items: Json[] } }).order;
    expect(order).toMatchObject({ deliveryCharge: 0, totalAmount: LINES_TOTAL });
    for (const line of order.items) {
      expect(line.delivery).toMatchObject({ mode: "hand", slotId: "standard", date: TODAY });
    }
    // The cake and the roses go together: one delivery, one place.
    expect(await bookingsOf(t)).toHaveLength(bookings + 1);
  });

  test("leaving the deliveries out never skips a rule: no cake to a pincode the shop does not reach", async () => {
    // The attacker's steps: a cake by cash on delivery, no deliveries in the body, to a
    // pincode no hub or courier serves, and to one where cash on delivery is not taken.
    const shopper = await cart("no-rules");
    const before = await everything();
    expectRefused(
      await placeOrder(t, shopper, {
        ...orderBody(items(null), LINES_TOTAL),
        shippingAddress: { ...shippingAddress, pin: pins.portBlair },
      }),
      409,
      `We do not deliver to ${pins.portBlair} yet, so “Chocolate Truffle Cake” cannot go there.`,
    );
    expectRefused(
      await placeOrder(t, shopper, {
        items: [{ productId: COURIER_GIFT, quantity: 1 }],
        totalAmount: 100,
        shippingAddress: { ...shippingAddress, pin: pins.agartala },
        image: "",
      }),
      409,
      codUnavailable(pins.agartala),
    );
    expect(await everything()).toEqual(before);
  });
});

describe(`an online order's held places (${testEngine})`, () => {
  /** Checkout with the evening slot held, then the payment, as the storefront does. */
  async function paidWithHold(shopper: Shopper) {
    const answer = await t.send("POST", "/api/checkout", {
      token: shopper.token,
      body: {
        amount: LINES_TOTAL + 99,
        delivery: {
          pincode: pins.bengaluru,
          choices: [
            { productId: productIds.truffle, ...at("fixed-19") },
            { productId: productIds.redRoses, ...at("fixed-19") },
          ],
        },
      },
    });
    expect(answer.status).toBe(201);
    const { id } = (answer.body as { order: CheckoutOrder }).order;
    return payLocally(t, shopper, id);
  }

  test("a slot that closed while the shopper paid is still theirs: the hold becomes the booking", async () => {
    const shopper = await cart("held");
    t.setNow(istAt("15:55"));
    const paid = await paidWithHold(shopper);
    // The slot closes at 4 pm; the payment page took the shopper past it, and past the hold's
    // end at 4:10 pm, within its grace (HOLD_GRACE_MINUTES; past it, slot-abuse.test.ts).
    t.setNow(istAt("16:12"));
    // Quoted for that payment (as the storefront quotes before placing a paid order), the held
    // slot is still theirs and still charged; quoted without it, the slot has closed.
    const choices = [
      { productId: productIds.truffle, ...at("fixed-19") },
      { productId: productIds.redRoses, ...at("fixed-19") },
    ];
    const quoted = (orderId?: string) =>
      t.send("POST", "/api/delivery/quote", {
        token: shopper.token,
        body: { pincode: pins.bengaluru, choices, ...(orderId ? { order_id: orderId } : {}) },
      });
    expect((await quoted(paid.order_id)).body).toMatchObject({ ok: true, deliveryCharge: 99 });
    expect((await quoted()).body).toMatchObject({ ok: false });
    const answer = await placeOrder(
      t,
      shopper,
      orderBody(items(at("fixed-19")), LINES_TOTAL + 99, paid),
    );
    expect(answer.status).toBe(201);
    const order = (answer.body as { order: Json }).order;
    expect(order).toMatchObject({ deliveryCharge: 99, status: "Confirm" });
    const mine = (await bookingsOf(t)).filter((booking) => booking.userId === shopper.id);
    expect(mine).toEqual([
      expect.objectContaining({
        orderId: order._id,
        providerOrderId: paid.order_id,
        heldUntil: null,
        slotId: "fixed-19",
      }),
    ]);
  });

  test("without a hold, the same late order is refused and the payment stays unused", async () => {
    const shopper = await cart("late");
    t.setNow(istAt("15:55"));
    const paid = await paidWithHold(shopper);
    await t.database.db
      .delete(deliveryBookings)
      .where(eq(deliveryBookings.providerOrderId, paid.order_id));
    t.setNow(istAt("16:20"));
    const before = await everything();
    expectRefused(
      await placeOrder(t, shopper, orderBody(items(at("fixed-19")), LINES_TOTAL + 99, paid)),
      409,
      "The 7 pm – 9 pm slot on Thu, 26 Nov closed at 4:00 pm. Please pick another slot.",
    );
    expect(await everything()).toEqual(before);
  });

  test("an order for another slot than the one held books that slot and lets the hold go", async () => {
    const shopper = await cart("changed");
    const paid = await paidWithHold(shopper);
    // Standard delivery is free: the amount paid (with the evening's ₹99) no longer matches.
    expectRefused(
      await placeOrder(t, shopper, orderBody(items(at("standard")), LINES_TOTAL, paid)),
      409,
      "The amount paid (₹1,446) does not match the order total (₹1,347). Please review your cart and try again.",
    );
    // Tomorrow evening costs the same ₹99.
    const tomorrow = at("fixed-19", pins.bengaluru, TOMORROW);
    const answer = await placeOrder(t, shopper, orderBody(items(tomorrow), LINES_TOTAL + 99, paid));
    expect(answer.status).toBe(201);
    const orderId = (answer.body as { order: Json }).order._id;
    const mine = (await bookingsOf(t)).filter((booking) => booking.userId === shopper.id);
    expect(mine).toEqual([
      expect.objectContaining({ date: TOMORROW, slotId: "fixed-19", orderId, heldUntil: null }),
    ]);
  });
});

describe(`the last place in a slot (${testEngine})`, () => {
  test("20 shoppers ordering it at once: exactly one gets it, 19 are told it is full", async () => {
    // Pune's morning slot tomorrow: five places, four already taken.
    const place = { hubId: "pune", date: TOMORROW, slotId: "fixed-09" };
    await takePlaces(t, place, 4);
    const address = { ...shippingAddress, city: "Pune", state: "Maharashtra", pin: pins.pune };
    const shoppers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        signUpWithCart(t, `race${n}`, [[productIds.redRoses, 1]]),
      ),
    );
    const answers = await Promise.all(
      shoppers.map((shopper) =>
        placeOrder(t, shopper, {
          items: [
            {
              productId: productIds.redRoses,
              quantity: 1,
              price: 149,
              delivery: at("fixed-09", pins.pune, TOMORROW),
            },
          ],
          totalAmount: 149 + 99,
          shippingAddress: address,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused).toHaveLength(19);
    for (const answer of refused) {
      expectRefused(
        answer,
        409,
        "The 9 am – 11 am slot on Fri, 27 Nov is full. Please pick another slot.",
      );
    }
    const booked = (await bookingsOf(t)).filter(
      (booking) =>
        booking.hubId === "pune" && booking.date === TOMORROW && booking.slotId === "fixed-09",
    );
    expect(booked).toHaveLength(5);
    const ordered = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.deliveryCharge, 99));
    expect(booked.filter((booking) => booking.orderId !== null)).toHaveLength(1);
    expect(ordered.map((row) => row.id)).toContain(booked.find((b) => b.orderId)?.orderId);
  });
});

/** The readable text of an .eml file: quoted-printable undone. */
function mailText(file: string): string {
  const raw = fs.readFileSync(file, "utf8").replace(/=\r?\n/g, "");
  const bytes = raw.replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  return Buffer.from(bytes, "latin1").toString("utf8");
}

describe(`the order's confirmation mail (${testEngine})`, () => {
  test("goes to the account's email with each line's delivery, the charge, the total and the address", async () => {
    const shopper = await cart("mail");
    await verifyEmail(t, shopper);
    const answer = await placeOrder(t, shopper, orderBody(items(at("fixed-19")), LINES_TOTAL + 99));
    const orderId = String((answer.body as { order: Json }).order._id);
    const files = fs
      .readdirSync(t.outboxDir)
      .filter((file) => file.includes("-order-") && file.includes(shopper.email));
    expect(files).toHaveLength(1);
    const text = mailText(path.join(t.outboxDir, files[0] ?? ""));
    expect(text).toContain(`Subject: Uphaar: your order ${orderId} is placed`);
    for (const part of [
      "Chocolate Truffle Cake: 2 × ₹599",
      "Red Roses Bouquet: 1 × ₹149",
      "Delivery: Thu, 26 Nov, 7 pm – 9 pm",
      "Delivery charge: ₹99 (Fixed time delivery, Thu, 26 Nov)",
      "Total: ₹1,446 (to pay on delivery)",
      "12 MG Road, Indiranagar",
      "Bengaluru, Karnataka 560038",
    ]) {
      expect(text).toContain(part);
    }
  });

  test("every value in the HTML part is escaped", () => {
    const { html } = renderOrderMail({
      to: "asha@example.in",
      name: "<b>Asha</b>",
      orderId: "0123456789abcdef01234567",
      lines: [
        { name: `Cake <img src=x onerror="alert(1)">`, quantity: 1, price: 599, delivery: null },
      ],
      deliveryCharge: 0,
      totalAmount: 599,
      paymentMethod: "online",
      address: {
        name: "A & B",
        address: "<script>x</script>",
        city: "Pune",
        state: "MH",
        pin: "411005",
      },
    });
    for (const raw of ["<b>Asha", "<img", "<script>", "A & B"]) expect(html).not.toContain(raw);
    expect(html).toContain("&#60;script&#62;x&#60;/script&#62;");
    expect(html).toContain("Delivery charge: free");
    expect(html).toContain("Total: ₹599 (paid online)");
  });

  test("with two paid deliveries the charge names each with its own amount", () => {
    const promise = (date: string, slotType: "midnight" | "fixed-time", charge: number) => ({
      pincode: "560038",
      mode: "hand" as const,
      date,
      slotId: slotType,
      slotType,
      window: { from: "23:00", to: "23:59" },
      charge,
    });
    const { text } = renderOrderMail({
      to: "asha@example.in",
      name: "Asha",
      orderId: "0123456789abcdef01234567",
      lines: [
        { name: "Cake", quantity: 1, price: 599, delivery: promise("2026-11-29", "midnight", 199) },
        {
          name: "Roses",
          quantity: 1,
          price: 449,
          delivery: promise("2026-11-30", "fixed-time", 99),
        },
      ],
      deliveryCharge: 298,
      totalAmount: 1346,
      paymentMethod: "cod",
      address: {
        name: "Asha",
        address: "12 MG Road",
        city: "Bengaluru",
        state: "KA",
        pin: "560038",
      },
    });
    expect(text).toContain(
      "Delivery charge: ₹298 (Midnight delivery, Sun, 29 Nov: ₹199; Fixed time delivery, Mon, 30 Nov: ₹99)",
    );
  });

  test("a mail that cannot be sent does not fail the order", async () => {
    const shopper = await cart("mailfail");
    await verifyEmail(t, shopper);
    const failing: Mailer = {
      sendCode: () => Promise.reject(new Error("SMTP down")),
      sendResetLocked: () => Promise.reject(new Error("SMTP down")),
      sendOrderPlaced: () => Promise.reject(new Error("SMTP down")),
      sendEmailChanged: () => Promise.reject(new Error("SMTP down")),
      sendOrderCancelled: () => Promise.reject(new Error("SMTP down")),
      sendRefundProcessed: () => Promise.reject(new Error("SMTP down")),
      sendOccasionReminder: () => Promise.reject(new Error("SMTP down")),
      sendOrderUpdate: () => Promise.reject(new Error("SMTP down")),
      sendDeliveryMoved: () => Promise.reject(new Error("SMTP down")),
    };
    const logged: string[] = [];
    const deliveries = createDeliveries({ retryDelaysMs: [1], log: (line) => logged.push(line) });
    const app = appOver(t, { mailer: failing, deliveries, clock: () => NOW });
    const answer = await app.request("/api/client/place-order", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${shopper.token}` },
      body: JSON.stringify(orderBody(items(at("fixed-19")), LINES_TOTAL + 99)),
    });
    expect(answer.status).toBe(201);
    await deliveries.settled();
    expect(logged).toEqual([expect.stringContaining("confirmation: gave up after 2 tries")]);
  });
});
