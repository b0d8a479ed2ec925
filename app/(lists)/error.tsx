"use client";

import { ListError } from "@/components/catalogue/list-error";

/**
 * The error boundary of every product list (category, subcategory, recipient, search and their
 * cached twins under list-view): an apology and "Try again".
 */
export default ListError;
