"use client";

import { useRouter } from "next/navigation";
import { accountApi } from "@/lib/api/account";
import { useSession } from "@/lib/stores/session";
import { toast } from "@/lib/toast";
import { OTP_RESEND_FAILED, USER_ID_MISSING, VERIFY_FAILED } from "@/lib/validations/account";
import { CodeForm, ResendCodeButton } from "./code-form";
import { useCodeEntry } from "./use-code-entry";
import { PATHS } from "@/lib/routing/paths";

const VERIFIED = "Your email is verified.";

/**
 * /email-verify's form (docs/contract.md, Screens: Account; Behaviour): the code mailed to the
 * shopper's address.
 */
export function EmailVerifyForm() {
  const router = useRouter();
  const entry = useCodeEntry({
    verify: async (otp, fail) => {
      const answer = await accountApi.verifyEmail(otp);
      if (!answer.ok) {
        fail(answer.status === 401 ? USER_ID_MISSING : (answer.error ?? VERIFY_FAILED));
        return false;
      }
      toast.success(answer.value.message ?? VERIFIED);
      // The header's session knows the email is verified from here on.
      void useSession.getState().load({ force: true });
      router.replace(PATHS.home);
      router.refresh();
      return true;
    },
    resend: async () => {
      const answer = await accountApi.resendVerification();
      if (answer.ok) return null;
      return answer.status === 401 ? USER_ID_MISSING : OTP_RESEND_FAILED;
    },
  });

  return (
    <>
      <CodeForm {...entry.formProps} submitLabel="Verify Email" />
      <p className="mt-4 flex flex-wrap items-center justify-center gap-x-1 text-sm text-neutral-600">
        Didn&apos;t get the code?
        <ResendCodeButton resending={entry.resending} busy={entry.busy} onResend={entry.resend} />
      </p>
    </>
  );
}
