/**
 * `npm run order:status -- <orderId> <Status> [--photo <file> | --code <code>] [--courier <name>]`:
 * moves an order along Pending → Confirm → Shipped → Delivered (or to Cancelled), so an operator
 * can run the shop without an admin. Delivered needs its proof (docs/after-the-order.md, "Proof
 * of delivery"): a JPEG, PNG or WebP photo of the delivery, or the recipient's code; Shipped
 * may name the delivery person (first name). The owner is told of the step on the channels
 * they chose ("Order updates"). It prints the order's history, who was told, and the shopper's
 * substitution answer.
 */
import fs from "node:fs";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE } from "@giftshop/shared/gifting";
import { orders, users, type OrderStatus } from "./db/schema";
import type { Db } from "./db/client";
import { COURIER_NAME_MAX, COURIER_NAME_PATTERN } from "@giftshop/shared/order-progress";
import { loadBackendEnv, type BackendEnv } from "./env";
import { eventForStatus } from "./notify/events";
import { notifierFromEnv } from "./notify/from-env";
import { RefusedError, runCli, withDatabase } from "./lib/cli";
import { idSchema } from "./lib/ids";
import { recordDelivery, type DeliveryProof } from "./routes/orders/delivery-proof";
import { substitutionWords } from "./routes/orders/operator-words";
import { ORDER_STATUSES, setOrderStatus } from "./routes/orders/order-status";

const USAGE =
  `usage: npm run order:status -- <orderId (24 hex)> <${ORDER_STATUSES.join("|")}>` +
  " [--photo <file> | --code <recipient's code>] (Delivered needs one of them)" +
  " [--courier <first name>] (with Shipped: who is delivering it)";

const BAD_COURIER = `--courier takes the delivery person's first name: letters, at most ${COURIER_NAME_MAX}`;

const isStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);

/** The order's substitution answer in the operator's words, or null when none was asked. */
async function substitutionOf(db: Db, orderId: string) {
  const [found] = await db
    .select({
      substitution: orders.substitution,
      owner: { name: users.name, email: users.email, phone: users.phone },
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return found ? substitutionWords(found.substitution, found.owner) : null;
}

/** The proof the flags name; refuses both at once, and a photo file too large to read. */
function proofOf(flags: { photo?: string; code?: string }): DeliveryProof | null {
  if (flags.photo !== undefined && flags.code !== undefined) {
    throw new RefusedError("give --photo or --code, not both");
  }
  if (flags.code !== undefined) return { kind: "code", code: flags.code.trim() };
  if (flags.photo === undefined) return null;
  let size: number;
  try {
    size = fs.statSync(flags.photo).size;
  } catch {
    throw new RefusedError(`cannot read the photo ${flags.photo}`);
  }
  if (size > PHOTO_MAX_BYTES) throw new RefusedError(PHOTO_TOO_LARGE);
  return { kind: "photo", bytes: new Uint8Array(fs.readFileSync(flags.photo)) };
}

/** Reads the command line: the order, the status and its proof. */
function readArguments() {
  let parsed;
  try {
    parsed = parseArgs({
      args: process.argv.slice(2),
      allowPositionals: true,
      options: {
        photo: { type: "string" },
        code: { type: "string" },
        courier: { type: "string" },
      },
    });
  } catch (error) {
    throw new RefusedError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const [orderId = "", status = "", ...rest] = parsed.positionals;
  if (rest.length > 0 || !idSchema.safeParse(orderId).success || !isStatus(status)) {
    throw new RefusedError(USAGE);
  }
  const { photo, code } = parsed.values;
  if ((photo !== undefined || code !== undefined) && status !== "Delivered") {
    throw new RefusedError("--photo and --code prove a delivery: use them with Delivered");
  }
  const proof = proofOf({ photo, code });
  return { orderId, status, proof, courier: courierOf(parsed.values.courier, status) };
}

/** The delivery person's first name, checked; only with Shipped. */
function courierOf(given: string | undefined, status: OrderStatus): string | null {
  if (given === undefined) return null;
  if (status !== "Shipped")
    throw new RefusedError("--courier names who delivers: use it with Shipped");
  const name = given.trim();
  if (name.length > COURIER_NAME_MAX || !COURIER_NAME_PATTERN.test(name)) {
    throw new RefusedError(BAD_COURIER);
  }
  return name;
}

/** Tells the owner of the step; a message that fails is said, and the move stands. */
async function tellOwner(env: BackendEnv, db: Db, orderId: string, status: OrderStatus) {
  const event = eventForStatus(status);
  if (!event) return "owner not told: no update for this status";
  try {
    const { sent, already } = await notifierFromEnv(env, db).notify(orderId, event);
    if (sent.length > 0) return `owner told by ${sent.join(", ")}`;
    return already.length > 0
      ? `owner told before (${already.join(", ")})`
      : "owner not told: no channel to reach them (unverified email, or all channels off)";
  } catch (error) {
    return `owner not told: ${error instanceof Error ? error.message : String(error)}`;
  }
}

async function main() {
  const { orderId, status, proof, courier } = readArguments();
  const env = loadBackendEnv();
  await withDatabase(env, async (database) => {
    const moved = proof
      ? await recordDelivery(database.db, orderId, proof)
      : await setOrderStatus(database.db, orderId, status, courier);
    if (!moved.ok) throw new RefusedError(moved.message);
    const told = await tellOwner(env, database.db, orderId, moved.status);
    const history = moved.statusHistory.map((change) => `${change.status} ${change.at}`);
    const substitution = await substitutionOf(database.db, orderId);
    console.log(
      [
        `order ${orderId} is now ${moved.status}${proof ? ` (proof: ${proof.kind})` : ""}` +
          (courier ? `, delivered by ${courier}` : ""),
        ...history,
        told,
        substitution ?? [],
      ]
        .flat()
        .join("\n  "),
    );
  });
}

runCli("order:status", main);
