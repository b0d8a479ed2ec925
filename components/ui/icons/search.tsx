import { SvgIcon, type IconProps } from "./svg-icon";

/** lucide's search. */
export function Search(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="m21 21-4.34-4.34" />
      <circle cx="11" cy="11" r="8" />
    </SvgIcon>
  );
}
