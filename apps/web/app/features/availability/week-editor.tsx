import { zodResolver } from "@hookform/resolvers/zod";
import { type WeeklyStretchInput, weekSchema } from "@mt/contract/availability";
import { weekProblem } from "@mt/domain/time/working-time";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
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
 * The days ticked as the week's stretches: the week's one problem in words (a bad time, an end
 * before the start) for the whole week, then the contract's checks.
 */
const weekFormSchema = z.object({
  days: z
    .array(z.object({ works: z.boolean(), start: z.string(), end: z.string() }))
    .transform((all) =>
      all.flatMap((d, i) => (d.works ? [{ weekday: i + 1, start: d.start, end: d.end }] : [])),
    )
    .superRefine((stretches, ctx) => {
      const problem = weekProblem(stretches);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .pipe(weekSchema),
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
  const form = useForm<{ days: Day[] }, unknown, { days: WeeklyStretchInput[] }>({
    resolver: zodResolver(weekFormSchema),
    defaultValues: { days: toDays(week) },
  });
  const days = form.watch("days");
  const dayErrors = form.formState.errors.days;
  const error = dayErrors?.root?.message ?? dayErrors?.message ?? null;

  return (
    <form onSubmit={form.handleSubmit(({ days }) => onSave(days))} noValidate className="availability-week">
      <fieldset aria-describedby={error ? `${id}-error` : undefined}>
        <legend>{legend}</legend>
        <div className="availability-week__days">
          {days.map((d, i) => {
            const name = WEEKDAYS[i] as string;
            return (
              <fieldset key={name} className="availability-week__day">
                <legend className="visually-hidden">{name}</legend>
                <label className="availability-week__works">
                  <Checkbox {...form.register(`days.${i}.works`)} /> {name}
                </label>
                <label>
                  <span className="visually-hidden">{name} fra</span>
                  <input type="time" disabled={!d.works} {...form.register(`days.${i}.start`)} />
                </label>
                <span aria-hidden="true">–</span>
                <label>
                  <span className="visually-hidden">{name} til</span>
                  <input type="time" disabled={!d.works} {...form.register(`days.${i}.end`)} />
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
