import { cn } from "@/lib/cn";

/** The centred card the login, email verification and password reset screens sit in. */
export function AuthCard({
  children,
  className,
}: {
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div className="bg-linear-to-b from-brand-50 to-white px-4 py-8 sm:py-14">
      <div
        className={cn(
          "mx-auto max-w-md rounded-3xl border border-neutral-200 bg-white p-5 shadow-lg shadow-brand-100/60 sm:p-8",
          className,
        )}
      >
        {children}
      </div>
    </div>
  );
}
