import { formatTime } from "@mt/domain/format/date";
import { formatDayHeading } from "@mt/domain/format/weekday";

/** "tirsdag 1. desember med oppmøte mellom kl. 12:00 og 16:00": the arrival window as SMS and e-mail say it. */
export function arrivalText(window: { windowStartsAt: Date; windowEndsAt: Date }): string {
  const day = formatDayHeading(window.windowStartsAt);
  return `${day} med oppmøte mellom kl. ${formatTime(window.windowStartsAt)} og ${formatTime(window.windowEndsAt)}`;
}
