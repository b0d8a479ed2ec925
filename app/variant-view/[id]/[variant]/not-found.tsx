export { default } from "@/app/products/[id]/not-found";
