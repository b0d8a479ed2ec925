import type { ReactElement, SVGProps } from "react";

/** An icon's props: its classes (size, colour) and any SVG attribute, e.g. `strokeWidth`. */
export type IconProps = SVGProps<SVGSVGElement>;

/** One of this folder's icons, for a prop or a table that names which icon to draw. */
export type IconComponent = (props: IconProps) => ReactElement;

/**
 * The frame of lucide's drawings: a 24×24 box and a 2 px stroke. The rest of lucide's style (no
 * fill, the text colour, round ends and joins) is the `icon` class of app/globals.css, said once
 * there instead of on every icon of the HTML and the RSC payload; a `fill-*` class still fills
 * one. It is hidden from screen readers unless given a name (`aria-label`, `aria-labelledby`)
 * or a role: the button or link around an icon usually carries the name.
 *
 * The shop's icons are lucide's drawings (ISC licence), one file each in this folder, as plain
 * components, not `lucide-react`'s: those render through a client component, so every icon a
 * server component draws would be hydrated in the browser and its drawing sent again in the
 * page's RSC payload, and any page with an icon would load lucide's icon base (about 2 kB
 * per-part). Here a server component's icon is markup only, and an island's chunk carries just
 * the drawings it uses (docs/performance.md). A new icon is copied from lucide's SVG
 * (lucide.dev) the same way.
 */
export function SvgIcon({ className, ...props }: IconProps) {
  const named = props["aria-label"] || props["aria-labelledby"] || props.role;
  return (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      strokeWidth={2}
      aria-hidden={named ? undefined : true}
      className={className ? `icon ${className}` : "icon"}
      {...props}
    />
  );
}
