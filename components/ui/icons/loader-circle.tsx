import { SvgIcon, type IconProps } from "./svg-icon";

/** lucide's loader-circle. */
export function LoaderCircle(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M21 12a9 9 0 1 1-6.219-8.56" />
    </SvgIcon>
  );
}
