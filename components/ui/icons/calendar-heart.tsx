import { SvgIcon, type IconProps } from "./svg-icon";

/** lucide's calendar-heart. */
export function CalendarHeart(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12.127 21H5a2 2 0 01-2-2V5a2 2 0 012-2h14a2 2 0 012 2v5.125" />
      <path d="M14.62 17.8A2.25 2.25 0 1118 14.836a2.25 2.25 0 113.38 2.966l-2.626 2.856a.998.998 0 01-1.507 0z" />
      <path d="M16 2v3" />
      <path d="M3 9h18" />
      <path d="M8 2v3" />
    </SvgIcon>
  );
}
