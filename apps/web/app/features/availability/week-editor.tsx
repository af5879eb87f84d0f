import type { WeeklyStretchInput } from "@mt/contract/availability";
import { weekProblem } from "@mt/domain/time/working-time";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { WEEKDAYS } from "./availability-labels";

interface Day {
  works: boolean;
  start: string;
  end: string;
}

const toDays = (week: readonly WeeklyStretchInput[]): Day[] =>
  WEEKDAYS.map((_, i) => {
    const stretch = week.find((s) => s.weekday === i + 1);
    return stretch
      ? { works: true, start: stretch.start, end: stretch.end }
      : { works: false, start: "08:00", end: "16:00" };
  });

/**
 * A week as one working stretch per weekday (a day with several stretches shows its first; saving
 * writes one per day). Times are Oslo wall clock.
 */
export function WeekEditor({
  legend,
  week,
  busy,
  submitLabel,
  onSave,
}: {
  legend: string;
  week: readonly WeeklyStretchInput[];
  busy: boolean;
  submitLabel: string;
  onSave: (week: WeeklyStretchInput[]) => void;
}) {
  const id = useId();
  const [days, setDays] = useState(() => toDays(week));
  const [error, setError] = useState<string | null>(null);
  const set = (i: number, change: Partial<Day>) =>
    setDays((all) => all.map((d, j) => (j === i ? { ...d, ...change } : d)));

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = days.flatMap((d, i) => (d.works ? [{ weekday: i + 1, start: d.start, end: d.end }] : []));
    const problem = weekProblem(next);
    setError(problem);
    if (!problem) onSave(next);
  }

  return (
    <form onSubmit={submit} noValidate className="availability-week">
      <fieldset aria-describedby={error ? `${id}-error` : undefined}>
        <legend>{legend}</legend>
        <div className="availability-week__days">
          {days.map((d, i) => {
            const name = WEEKDAYS[i] as string;
            return (
              <fieldset key={name} className="availability-week__day">
                <legend className="visually-hidden">{name}</legend>
                <label className="availability-week__works">
                  <Checkbox checked={d.works} onChange={(e) => set(i, { works: e.target.checked })} /> {name}
                </label>
                <label>
                  <span className="visually-hidden">{name} fra</span>
                  <input
                    type="time"
                    value={d.start}
                    disabled={!d.works}
                    onChange={(e) => set(i, { start: e.target.value })}
                  />
                </label>
                <span aria-hidden="true">–</span>
                <label>
                  <span className="visually-hidden">{name} til</span>
                  <input
                    type="time"
                    value={d.end}
                    disabled={!d.works}
                    onChange={(e) => set(i, { end: e.target.value })}
                  />
                </label>
              </fieldset>
            );
          })}
        </div>
      </fieldset>
      {error && (
        <p id={`${id}-error`} className="form-field__error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" size="medium" busy={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
