import { LoaderCircle } from "./icons/loader-circle";
import type { IconComponent } from "./icons/svg-icon";

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
  icon?: IconComponent;
  /** The resting icon's size. */
  className?: string;
}) {
  if (busy) return <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />;
  return Icon ? <Icon aria-hidden="true" className={className} /> : null;
}
