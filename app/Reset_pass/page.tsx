import { AuthCard } from "@/components/account/auth-card";
import { ResetPasswordFlow } from "@/components/account/reset-password-flow";
import { privatePageMetadata } from "@/lib/seo/private-page";

export const metadata = privatePageMetadata("Reset password");

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
