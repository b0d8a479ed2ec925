import { SvgIcon, type IconProps } from "./svg-icon";

/** lucide's arrow-left. */
export function ArrowLeft(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="m12 19-7-7 7-7" />
      <path d="M19 12H5" />
    </SvgIcon>
  );
}
