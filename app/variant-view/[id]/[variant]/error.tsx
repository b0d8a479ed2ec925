"use client";

export { default } from "@/app/products/[id]/error";
