import { useEffect, useEffectEvent, type RefObject } from "react";

/**
 * While `active`, a pointer pressed anywhere outside `root` calls `onOutside`: how an open
 * panel, list or tooltip closes on a tap elsewhere.
 */
export function useOutsidePointerDown(
  root: RefObject<HTMLElement | null>,
  active: boolean,
  onOutside: () => void,
) {
  const outside = useEffectEvent(onOutside);
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) outside();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [active, root]);
}
