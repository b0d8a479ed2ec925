import { SvgIcon, type IconProps } from "./svg-icon";

/** lucide's circle-question-mark. */
export function CircleHelp(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="M9 9.5a3 2.5 0 016 0c0 2-2 2-3 3.5" />
      <path d="M12 17h.01" />
    </SvgIcon>
  );
}
