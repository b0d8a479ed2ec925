/** Types of the original backend's stand-in (tests/original-backend/server.mjs). */

export interface Category {
  _id: string;
  categoryname: string;
  /** Relative, without a leading slash: `uploads/categories/<ms>.jpeg`. */
  image: string;
  __v: number;
}

export interface Subcategory {
  _id: string;
  subcategory: string;
  /** The category's id (filled in only in the answer of getsubcategories). */
  category: string | null;
  __v: number;
}

export interface ProductImage {
  /** Absolute, on the picture host: `<cdnUrl>/<cloud>/image/upload/v<version>/<id>.<ext>`. */
  url: string;
  altText: string;
  _id: string;
}

export interface Product {
  _id: string;
  title: string;
  description: string;
  /** The category's id. */
  categoryname: string;
  /** The subcategory's id. */
  subcategory: string;
  price: number;
  oldprice: number;
  discount: number;
  ingredients: string;
  brand: string;
  size: string;
  additional_details: string;
  images: ProductImage[];
  __v: number;
}

export interface User {
  _id: string;
  name: string;
  email: string;
  /** A scrypt hash. */
  password: string;
  /** The pending login or verification code (they share the field), "" when none. */
  verifyOtp: string;
  verifyOtpExpireAt: number;
  isAccountVerify: boolean;
  resetOtp: string;
  resetOtpExpireAt: number;
  __v: number;
}

export interface Address {
  fullName: string;
  phoneNumber: string;
  address: string;
  city: string;
  state: string;
  pin: string;
  country: string;
  isDefaultBilling: boolean;
  _id: string;
}

export interface Profile {
  _id: string;
  user: string;
  phone: string;
  name: string;
  email: string;
  /** `null` entries come from addaddress without an `address`. */
  addresses: (Address | null)[];
  __v: number;
}

export interface Cart {
  _id: string;
  user: string | null;
  items: { product: string; quantity: number | null; _id: string }[];
  __v: number;
}

export interface Wishlist {
  _id: string;
  user: string | null;
  products: string[];
  __v: number;
}

/** An order as stored: whatever the shopper sent that the schema keeps. */
export interface Order {
  _id: string;
  user: string;
  items: { productId: string; name?: string; quantity: number; price: number; _id: string }[];
  totalAmount: number;
  shippingAddress: Partial<
    Record<"name" | "city" | "state" | "phone" | "alternatephone" | "address", string>
  > & { pin?: number | null };
  status: string;
  image?: string;
  paymentId?: string | null;
  /** ISO time. */
  placedAt: string;
  __v: number;
}

/** Razorpay's order object, as checkout answers it. */
export interface RazorpayOrder {
  id: string;
  entity: string;
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: null;
  offer_id: null;
  status: string;
  attempts: number;
  notes: unknown[];
  created_at: number;
}

export interface Payment {
  _id: string;
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
  __v: number;
}

export interface Feedback {
  _id: string;
  name?: string;
  email?: string;
  message?: string;
  date: string;
  __v: number;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The stand-in's data, in memory; tests may read and change it. */
export interface OriginalBackendState {
  categories: Category[];
  subcategories: Subcategory[];
  products: Product[];
  users: User[];
  profiles: Profile[];
  carts: Cart[];
  wishlists: Wishlist[];
  orders: Order[];
  /** Orders made by checkout when no Razorpay stand-in is given. */
  razorpayOrders: RazorpayOrder[];
  /** Rows stored by a paymentVerification whose signature matched. */
  payments: Payment[];
  feedback: Feedback[];
  /** Every mail sent, oldest first. */
  mails: Mail[];
  /** The last code (login, verification or reset) mailed to each address. */
  codes: Map<string, string>;
}

export interface OriginalBackendOptions {
  /** The API's port; 0 (the default) picks a free one. */
  port?: number;
  /** The picture host's port; 0 (the default) picks a free one. */
  cdnPort?: number;
  /** Where both listen and what their URLs name; 127.0.0.1 by default. */
  host?: string;
  /** The JWT secret; a fixed test secret by default. */
  jwtSecret?: string;
  /** Razorpay key id answered by getkey; `rzp_test_original` by default. */
  keyId?: string;
  /** Razorpay key secret that signs payments; a fixed test secret by default. */
  keySecret?: string;
  /** The Razorpay stand-in's URL; without it, checkout makes Razorpay orders itself. */
  razorpayUrl?: string;
  /** The Cloudinary cloud name in picture URLs; `giftngifts` by default. */
  cloudName?: string;
  /** Browser origins allowed by CORS; http://localhost:5173 to :5176 by default. */
  origins?: string[];
  /** One line per request and per error. */
  log?: (line: string) => void;
  /** Every mail, as it is sent; a throw or rejection fails the route as an SMTP error would. */
  mail?: (mail: Mail) => unknown;
}

export interface OriginalBackend {
  /** The API, e.g. http://127.0.0.1:4400. */
  url: string;
  /** The picture host, e.g. http://127.0.0.1:4401. */
  cdnUrl: string;
  state: OriginalBackendState;
  keyId: string;
  keySecret: string;
  jwtSecret: string;
  close(): Promise<void>;
}

export function startOriginalBackend(options?: OriginalBackendOptions): Promise<OriginalBackend>;
