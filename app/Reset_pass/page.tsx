import type { Metadata } from "next";
import { AuthCard } from "@/components/account/auth-card";
import { ResetPasswordFlow } from "@/components/account/reset-password-flow";

export const metadata: Metadata = {
  title: "Reset password",
  robots: { index: false, follow: false },
};

/**
 * /Reset_pass (docs/contract.md, Screens: Account): email, the mailed code, then a new password.
 */
export default function ResetPasswordPage() {
  return (
    <AuthCard>
      <ResetPasswordFlow />
    </AuthCard>
  );
}
