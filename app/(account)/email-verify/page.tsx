import Link from "next/link";
import { redirect } from "next/navigation";
import { CircleAlert } from "@/components/ui/icons/circle-alert";
import { MailCheck } from "@/components/ui/icons/mail-check";
import { AuthCard } from "@/components/account/auth-card";
import { EmailVerifyForm } from "@/components/account/email-verify-form";
import { buttonStyles } from "@/components/ui/button-styles";
import { getCurrentAccount } from "@/lib/auth/session";
import { cn } from "@/lib/cn";
import { PATHS, loginPath } from "@/lib/routing/paths";
import { USER_ID_MISSING } from "@/lib/validations/account";
import { privatePageMetadata } from "@/lib/seo/private-page";

export const metadata = privatePageMetadata("Verify your email");

/**
 * /email-verify (docs/contract.md, Screens: Account): the mailed code; a verified shopper goes home
 * at once.
 */
export default async function EmailVerifyPage() {
  const account = await getCurrentAccount();
  if (account?.isAccountVerify) redirect("/");

  if (!account) {
    return (
      <AuthCard className="text-center">
        <CircleAlert aria-hidden="true" className="mx-auto size-12 text-brand-600" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-neutral-900">
          Verify your email
        </h1>
        <p role="alert" className="mt-3 text-base text-neutral-700">
          {USER_ID_MISSING}
        </p>
        <Link href={loginPath(PATHS.emailVerify)} className={cn(buttonStyles(), "mt-6")}>
          Log in
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard>
      <MailCheck aria-hidden="true" className="size-10 text-brand-600" />
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">
        Verify your email
      </h1>
      <p className="mt-2 text-sm leading-6 text-neutral-600 sm:text-base">
        Enter the 6-digit code we sent to{" "}
        <strong className="font-semibold wrap-anywhere text-neutral-900">{account.email}</strong>
      </p>
      <EmailVerifyForm />
    </AuthCard>
  );
}
