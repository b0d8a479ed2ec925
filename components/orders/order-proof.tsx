import { Camera } from "@/components/ui/icons/camera";
import { KeyRound } from "@/components/ui/icons/key-round";
import { PackageCheck } from "@/components/ui/icons/package-check";
import { PROOF_WORDS } from "@giftshop/shared/order-progress";
import { cn } from "@/lib/cn";
import type { Order } from "@/lib/types";
import { formatOrderDate } from "./order-status";

/** Where the browser reads an order's delivery photo: the BFF, which forwards the session. */
const proofPhotoUrl = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/proof-photo`;

/** Statuses after which the recipient's code has nothing left to prove. */
const CLOSED = new Set(["Delivered", "Cancelled"]);

/**
 * The recipient's code for the owner to pass on (docs/after-the-order.md, "Proof of delivery"),
 * while the gift is on its way; nothing on a tracking view or a backend without the extension.
 */
export function RecipientCode({ order, className }: { order: Order; className?: string }) {
  if (order.view !== "owner" || !order.recipientCode || CLOSED.has(order.status)) return null;
  return (
    <div
      className={cn(
        "flex gap-3 rounded-xl border border-brand-100 bg-brand-50/60 p-4 text-sm",
        className,
      )}
    >
      <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <div className="min-w-0">
        <p className="font-semibold text-neutral-900">
          Recipient’s code:{" "}
          <span className="font-mono text-base tracking-[0.2em]">{order.recipientCode}</span>
        </p>
        <p className="mt-0.5 text-neutral-700">
          Share it with the person receiving your gift. Our delivery person asks for it, or takes a
          photo of the gift handed over, before marking it delivered.
        </p>
      </div>
    </div>
  );
}

/**
 * How a delivered order was proven: with the recipient's code, or a photo the owner alone sees
 * (the tracking view says a photo was taken, without it).
 */
export function DeliveryProof({ order, className }: { order: Order; className?: string }) {
  const { proof } = order;
  if (order.status !== "Delivered" || !proof) return null;
  const when = formatOrderDate(proof.at, true);
  const showPhoto = proof.kind === "photo" && order.view === "owner";
  return (
    <figure className={cn("rounded-xl border border-emerald-200 bg-emerald-50 p-4", className)}>
      <figcaption className="flex gap-2 text-sm text-emerald-950">
        {proof.kind === "photo" ? (
          <Camera aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        ) : (
          <PackageCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        )}
        <span>
          <span className="font-semibold">Delivered{when ? ` on ${when}` : ""}</span>
          {`, ${PROOF_WORDS[proof.kind]}.`}
        </span>
      </figcaption>
      {showPhoto ? (
        // The owner's photo, served privately by the BFF: not for next/image's shared cache.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={proofPhotoUrl(order.id)}
          alt="Your gift as it was delivered"
          loading="lazy"
          className="mt-3 max-h-80 w-full rounded-lg bg-white object-contain"
        />
      ) : null}
    </figure>
  );
}
