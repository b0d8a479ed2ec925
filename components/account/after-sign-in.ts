import type { useRouter } from "next/navigation";
import { addPendingLine, takePendingLine } from "@/lib/cart/pending-line";
import { PATHS } from "@/lib/routing/paths";
import { useSession } from "@/lib/stores/session";
import { toast } from "@/lib/toast";
import { AFTER_LOGIN_FAILED } from "@/lib/validations/account";
import { ADDED_TO_CART } from "@giftshop/shared/messages/cart";

/** The toast when the cart refuses the kept line and gives no reason. */
const PENDING_LINE_FAILED =
  "You are logged in, but we could not add your gift to the cart. Please add it again.";

/**
 * After login or sign-up: re-reads the session so the header shows the shopper, then goes
 * to `next`; or, when they tapped Add to Cart as a visitor, adds what they chose and goes to
 * the cart (lib/cart/pending-line.ts). A refused line leaves them on `next` (the product's
 * page) with the shop's reason. False, with the spec's message in a toast, when the new
 * session cannot be seen (docs/contract.md, Messages) and the shopper stays where they are.
 */
export async function enterAfterSignIn(
  router: ReturnType<typeof useRouter>,
  next: string,
): Promise<boolean> {
  // Before the session is read: the cart is then read once the header sees the shopper
  // (components/cart/cart-bootstrap.tsx), with the line in it.
  const destination = await afterPendingLine(next);
  await useSession.getState().load({ force: true });
  if (useSession.getState().status !== "authenticated") {
    toast.error(AFTER_LOGIN_FAILED);
    return false;
  }
  router.replace(destination);
  router.refresh();
  return true;
}

/** Where to go once the kept line, if any, is added: the cart, or `next` when refused. */
async function afterPendingLine(next: string): Promise<string> {
  const pending = takePendingLine(next);
  if (!pending) return next;
  const added = await addPendingLine(pending);
  if (added.ok) {
    toast.success(ADDED_TO_CART);
    return PATHS.cart;
  }
  toast.error(added.error ?? PENDING_LINE_FAILED);
  return next;
}
