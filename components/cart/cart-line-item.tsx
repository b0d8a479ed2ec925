"use client";

import { Trash2 } from "@/components/ui/icons/trash-2";
import { useState } from "react";
import { LineDelivery } from "@/components/delivery/line-delivery";
import { GiftDetails } from "@/components/gifting/gift-details";
import { Price } from "@/components/product/price";
import { BrandLine, PictureLink, TitleLink } from "@/components/product/product-picture";
import { MAX_LINE_QUANTITY } from "@giftshop/shared/messages/cart";
import { discountPercent, formatINR } from "@giftshop/shared/money";
import { unitOldPrice, unitPrice } from "@/lib/cart/lines";
import { productPath } from "@/lib/routing/paths";
import type { CartLine } from "@/lib/types";
import { EditGiftDialog, canEditLine } from "./edit-gift-dialog";
import { QuantityStepper } from "./quantity-stepper";

/**
 * One cart line (docs/contract.md, Screens: Cart): picture, brand, title, price × quantity, − +,
 * remove; its variant, messages and photos with Edit (docs/gifting.md); and its delivery where
 * the shop delivers by pincode (docs/delivery.md).
 */
export function CartLineItem({
  line,
  onRemove,
  delivery = false,
}: {
  line: CartLine;
  /** Called with the line's key. */
  onRemove: (key: string) => void;
  /** The shop delivers by pincode: the line shows its delivery and a Change button. */
  delivery?: boolean;
}) {
  const { product, quantity } = line;
  const href = productPath(product.id);
  const [editing, setEditing] = useState(false);
  const price = unitPrice(line);
  const oldPrice = unitOldPrice(line);
  return (
    <li className="flex gap-3 p-4 sm:gap-5 sm:p-5">
      <PictureLink
        href={href}
        src={product.image?.url}
        sizes="(min-width: 640px) 112px, 96px"
        className="relative size-24 shrink-0 overflow-hidden rounded-xl bg-brand-50 ring-1 ring-neutral-200 sm:size-28"
      />

      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <BrandLine
              brand={product.brand}
              className="truncate text-xs font-semibold tracking-wider text-brand-700 uppercase"
            />
            <h3 className="mt-0.5 line-clamp-2 text-sm leading-snug font-medium text-neutral-900 sm:text-base">
              <TitleLink href={href} title={product.title} />
            </h3>
          </div>
          <button
            type="button"
            aria-label={`Remove ${product.title} from cart`}
            title="Remove"
            onClick={() => onRemove(line.key)}
            className="-mt-2 -mr-2 flex size-10 shrink-0 items-center justify-center rounded-full text-neutral-500 transition-colors hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <Trash2 aria-hidden className="size-[1.125rem]" />
          </button>
        </div>

        <GiftDetails
          variant={line.variant}
          personalisation={line.personalisation}
          print={product.personalisation?.photos?.print}
          className="mt-1"
        />
        {canEditLine(line) ? (
          <button
            type="button"
            onClick={() => setEditing(true)}
            aria-label={`Edit ${product.title}`}
            className="-mt-2 -mb-3 self-start rounded py-3 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Edit
          </button>
        ) : null}
        {editing ? <EditGiftDialog line={line} onClose={() => setEditing(false)} /> : null}
        <Price
          price={price * quantity}
          oldPrice={oldPrice * quantity}
          discount={discountPercent(price, oldPrice)}
          className="mt-1.5"
        />
        {quantity > 1 ? (
          <p className="text-xs text-neutral-500">
            {formatINR(price)} × {quantity}
          </p>
        ) : null}
        {delivery ? <LineDelivery line={line} /> : null}

        <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-3">
          <QuantityStepper lineKey={line.key} title={product.title} quantity={quantity} />
          {quantity >= MAX_LINE_QUANTITY ? (
            <p className="text-xs text-neutral-500">Max {MAX_LINE_QUANTITY} per order</p>
          ) : null}
        </div>
      </div>
    </li>
  );
}
