import { Headphones } from "@/components/ui/icons/headphones";
import { RefreshCw } from "@/components/ui/icons/refresh-cw";
import { ShieldCheck } from "@/components/ui/icons/shield-check";

// The footer's own promises (docs/contract.md, The shop), repeated where the buying decision is
// made.
const PROMISES = [
  { icon: ShieldCheck, label: "Secure payments" },
  { icon: RefreshCw, label: "Easy exchange" },
  { icon: Headphones, label: "24/7 support" },
] as const;

/** Three small reassurances under the buy buttons. */
export function ServicePromises() {
  return (
    <ul className="grid grid-cols-3 divide-x divide-neutral-200 rounded-xl py-3 text-center text-xs leading-tight font-medium text-neutral-700 ring-1 ring-neutral-200">
      {PROMISES.map(({ icon: Icon, label }) => (
        <li key={label} className="flex flex-col items-center gap-1.5 px-2">
          <Icon className="size-5 text-brand-600" aria-hidden />
          {label}
        </li>
      ))}
    </ul>
  );
}
