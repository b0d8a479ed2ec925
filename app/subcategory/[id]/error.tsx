"use client";

import { ListError } from "@/components/catalogue/list-error";

/** The list's error boundary: an apology and "Try again". */
export default ListError;
