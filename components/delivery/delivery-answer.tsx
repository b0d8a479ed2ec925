import { Banknote } from "@/components/ui/icons/banknote";
import { CalendarCheck } from "@/components/ui/icons/calendar-check";
import { CircleCheck } from "@/components/ui/icons/circle-check";
import { CircleX } from "@/components/ui/icons/circle-x";
import { Clock } from "@/components/ui/icons/clock";
import { MapPin } from "@/components/ui/icons/map-pin";
import { Truck } from "@/components/ui/icons/truck";
import type { ReactNode } from "react";
import type { CheckedDelivery } from "@/lib/delivery/choice";
import { relativeDay, shopToday } from "@/lib/delivery/choice-words";
import { rangeLabel, timeOfDay } from "@/lib/delivery/format";
import type { DeliveryMode } from "@/lib/delivery/types";

/**
 * What a checked pincode means for one gift (docs/delivery.md): delivered there or not (and
 * why), the place, how (by hand from the city's hub, or by courier and when), the earliest day,
 * the same-day cut-off while today can still be had, and cash on delivery.
 */
export function DeliveryAnswer({
  checked: { answer, options },
  today = shopToday(options),
}: {
  checked: CheckedDelivery;
  /** Today's IST day, for "Today" and "Tomorrow": the first day the backend answered, by default. */
  today?: string;
}) {
  const place = options.place ?? answer.place;
  if (options.mode === null) {
    return (
      <div className="flex items-start gap-2.5 rounded-xl bg-red-50 px-3 py-2.5 text-sm text-red-800 ring-1 ring-red-100">
        <CircleX className="mt-0.5 size-5 shrink-0" aria-hidden />
        <p>
          <strong className="font-semibold">Not delivered to {options.pincode}.</strong>{" "}
          {options.reason}
        </p>
      </div>
    );
  }
  return (
    <ul className="space-y-2 text-sm text-neutral-800">
      <Fact icon={<CircleCheck className="size-5 text-green-700" aria-hidden />}>
        <strong className="font-semibold text-green-800">Delivers to {options.pincode}</strong>
        {place ? (
          <span className="text-neutral-600">
            {" "}
            · {place.district}, {place.state}
          </span>
        ) : null}
      </Fact>
      <Fact icon={<HowIcon mode={options.mode} />}>
        {options.mode === "hand"
          ? `Hand-delivered by our ${answer.hub ?? "local"} team`
          : options.range
            ? `By courier, arrives ${rangeLabel(options.range)}`
            : "By courier"}
      </Fact>
      {options.earliest ? (
        <Fact icon={<CalendarCheck className="size-5 text-brand-600" aria-hidden />}>
          Earliest delivery:{" "}
          <strong className="font-semibold">{relativeDay(options.earliest, today)}</strong>
        </Fact>
      ) : null}
      {options.sameDayCutoff && options.earliest === today ? (
        <Fact icon={<Clock className="size-5 text-brand-600" aria-hidden />}>
          Order by {timeOfDay(options.sameDayCutoff)} for delivery today
        </Fact>
      ) : null}
      <Fact icon={<Banknote className="size-5 text-brand-600" aria-hidden />}>
        {options.cod ? "Cash on delivery available" : "Cash on delivery not available here"}
      </Fact>
    </ul>
  );
}

function HowIcon({ mode }: { mode: DeliveryMode }) {
  const Icon = mode === "hand" ? MapPin : Truck;
  return <Icon className="size-5 text-brand-600" aria-hidden />;
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2.5">
      <span className="mt-px shrink-0">{icon}</span>
      <p>{children}</p>
    </li>
  );
}
