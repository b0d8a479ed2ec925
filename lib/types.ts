/** Domain types the UI works with; lib/backend reshapes wire answers into these. */

export interface Category {
  id: string;
  name: string;
  /** A storefront-relative image URL (/uploads/…) that next/image optimises. */
  image: string;
}
