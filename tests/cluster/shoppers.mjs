// Shoppers of the cluster tests: each with an address of its own, signed up on a storefront,
// and the catalogue's products they buy.
import assert from "node:assert/strict";
import { RUN, Shopper } from "../reliability/lib/shopper.mjs";

let shopperCount = 0;
/** A shopper with an address of their own (the storefronts count one proxy, TRUST_PROXY=1). */
export function shopper(base) {
  shopperCount += 1;
  return new Shopper({
    base,
    ip: `10.77.${Math.floor(shopperCount / 200)}.${(shopperCount % 200) + 1}`,
  });
}

/** Signs up a new shopper directly on `base` (a storefront: each sign-up needs its own IP). */
export async function signedUp(base, label) {
  const s = shopper(base);
  s.email = `cluster-${RUN}-${label}@example.in`;
  const ok = await s.signUp({
    name: `Cluster Shopper ${label}`,
    email: s.email,
    password: `Cluster-${RUN}-pass`,
  });
  assert.ok(ok, `sign-up of ${label} on ${base} failed`);
  return s;
}

/** Products without variants, from the backends' catalogue (through their balancer). */
export async function plainProducts(cluster) {
  const answer = await fetch(`${cluster.backendLbUrl}/api/client/search`);
  const body = await answer.json();
  const products = (body.data ?? body).filter((p) => !p.variants || p.variants.length === 0);
  assert.ok(products.length >= 10, "the seeded catalogue has plain products");
  return products.map((p) => ({ id: p._id ?? p.id, price: p.price }));
}
