import Link from "next/link";
import { redirect } from "next/navigation";
import { Package } from "@/components/ui/icons/package";
import { RefreshCw } from "@/components/ui/icons/refresh-cw";
import { AccountLayout } from "@/components/account/account-layout";
import { OrdersTable } from "@/components/orders/orders-table";
import { buttonStyles } from "@/components/ui/button-styles";
import { readSession } from "@/lib/auth/session";
import { fetchOccasions } from "@/lib/backend/occasions";
import { fetchOrders } from "@/lib/backend/orders";
import { PATHS, loginPath } from "@/lib/routing/paths";
import type { Order } from "@/lib/types";
import { ORDERS_FETCH_FAILED } from "@/lib/validations/checkout";
import { privatePageMetadata } from "@/lib/seo/private-page";

export const metadata = privatePageMetadata("My orders");

const cardClass =
  "flex flex-col items-center rounded-2xl border border-neutral-200 bg-white px-6 py-12 text-center shadow-sm";

/** /orders (docs/contract.md, Screens: Orders): the shopper's orders, each opening to its items. */
export default async function OrdersPage() {
  const session = await readSession();
  if (!session) redirect(loginPath(PATHS.orders));

  const [orders, remindable] = await Promise.all([
    fetchOrders(session.token).catch((error: unknown): Order[] | null => {
      console.error("[orders] could not read the orders:", error);
      return null;
    }),
    // "Remind me next year" only where the backend keeps occasions (docs/after-the-order.md).
    fetchOccasions(session.token).then(
      (occasions) => occasions !== null,
      () => false,
    ),
  ]);

  return (
    <AccountLayout user={session.user} current="orders" title="My Orders" wide>
      {orders === null ? (
        <div role="alert" className={cardClass}>
          <p className="text-lg font-bold text-neutral-900">{ORDERS_FETCH_FAILED}</p>
          <p className="mt-2 max-w-sm text-sm text-neutral-600">
            Please check your connection and try again.
          </p>
          <Link
            href={PATHS.orders}
            className={buttonStyles({ variant: "secondary", className: "mt-6" })}
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            Retry
          </Link>
        </div>
      ) : orders.length === 0 ? (
        <div className={cardClass}>
          <span className="flex size-20 items-center justify-center rounded-full bg-brand-50 text-brand-600 ring-8 ring-brand-50/50">
            <Package aria-hidden="true" className="size-9" strokeWidth={1.5} />
          </span>
          <p className="mt-6 text-xl font-bold text-neutral-900">
            You have not placed any orders yet.
          </p>
          <p className="mt-2 max-w-sm text-sm leading-6 text-neutral-600">
            When you order a gift, it will show up here with its status and delivery details.
          </p>
          <Link href={PATHS.home} className={buttonStyles({ className: "mt-6" })}>
            Start shopping
          </Link>
        </div>
      ) : (
        <OrdersTable orders={orders} remindable={remindable} />
      )}
    </AccountLayout>
  );
}
