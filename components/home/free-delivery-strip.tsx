import Link from "next/link";
import { PATHS } from "@/lib/routing/paths";

/**
 * The free-shipping strip, worded exactly as the shop always has; its styles are the `strip*`
 * classes of app/globals.css.
 */
export function FreeDeliveryStrip() {
  return (
    <section className="mx-auto w-full max-w-7xl px-4">
      <div className="strip">
        <span className="strip-truck" />
        <div className="min-w-0 flex-1">
          <p className="strip-words">Free Delivery Now On Your First Order and Over ₹200</p>
          <Link href={PATHS.shippingInfo} className="strip-terms">
            *See delivery terms
          </Link>
        </div>
        <p className="strip-price">Only ₹200*</p>
      </div>
    </section>
  );
}
