import Link from "next/link";
import { PATHS } from "@/lib/routing/paths";
import { buttonStyles } from "./button-styles";

/** The way out that every error and not-found page offers. */
export function HomeLink() {
  return (
    <Link href={PATHS.home} className={buttonStyles({ variant: "secondary" })}>
      Go to the home page
    </Link>
  );
}
