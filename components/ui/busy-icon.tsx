import { LoaderCircle, type LucideIcon } from "lucide-react";

/**
 * A button's icon: a spinning loader while its action runs, otherwise `icon` (or nothing when
 * the button has no icon at rest).
 */
export function BusyIcon({
  busy,
  icon: Icon,
  className = "size-5",
}: {
  busy: boolean;
  icon?: LucideIcon;
  /** The resting icon's size. */
  className?: string;
}) {
  if (busy) return <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />;
  return Icon ? <Icon aria-hidden="true" className={className} /> : null;
}
