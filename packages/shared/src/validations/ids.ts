/**
 * The backend's opaque ids (products, orders, addresses, photos, delivery slots): letters,
 * digits, "-" and "_", at most 64 (docs/contract.md, Conventions). A Mongo ObjectId, a UUID and
 * the reference backend's own ids all fit; anything else in an id's place is refused before a
 * call is made with it.
 */
export const BACKEND_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Whether `id` has the shape of a backend id. */
export const isBackendId = (id: string): boolean => BACKEND_ID.test(id);
