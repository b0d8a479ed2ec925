import { SvgIcon, type IconProps } from "./svg-icon";

/** lucide's arrow-right. */
export function ArrowRight(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M5 12h14" />
      <path d="m12 5 7 7-7 7" />
    </SvgIcon>
  );
}
