/** Order lines with a variant, messages and a photo (docs/gifting.md) for the order screens' tests. */
import type { OrderItem } from "@/lib/types";

/** A 1 kg eggless cake with a Hindi message on it, a card and one photo. */
export const birthdayCake: OrderItem = {
  productId: "cake",
  name: "Chocolate Truffle Cake",
  quantity: 1,
  price: 899,
  image: null,
  delivery: null,
  variant: { id: "1kg-eggless", label: "1 kg · Eggless" },
  personalisation: {
    cakeMessage: "जन्मदिन मुबारक",
    cardMessage: "Happy birthday, Maa!\nLove, Asha",
    photos: [{ id: "u1", width: 1600, height: 1200, lowResolution: false }],
  },
  messages: null,
  deliveryMove: null,
};

/** A plain add-on line. */
export const candles: OrderItem = {
  productId: "candles",
  name: "Birthday Candles",
  quantity: 2,
  price: 49,
  image: null,
  delivery: null,
  variant: null,
  personalisation: null,
  messages: null,
  deliveryMove: null,
};
