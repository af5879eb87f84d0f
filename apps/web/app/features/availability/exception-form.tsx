import { zodResolver } from "@hookform/resolvers/zod";
import { type NewException, newExceptionSchema } from "@mt/contract/availability";
import { DATE_ENTRY_MESSAGE, parseDateEntry } from "@mt/domain/format/date-entry";
import { EXCEPTION_KINDS, type ExceptionKind, isClockTime } from "@mt/domain/time/working-time";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "../../components/ui/button";
import { DateField } from "../../components/ui/date-field";
import { FormField } from "../../components/ui/form-field";
import { Select } from "../../components/ui/select";
import { KIND_LABELS } from "./availability-labels";

/** The form's fields as typed: the contract's names, the dates as the date fields give them. */
interface ExceptionFields {
  kind: ExceptionKind;
  from_date: string;
  to_date: string;
  start_time: string;
  end_time: string;
  note: string;
}
type Errors = Partial<Record<"from_date" | "to_date" | "start_time" | "end_time", string>>;

/** Checks the form in Norwegian (the dates as the date fields give them); the exception the API takes, or the errors per field. */
export function readException(form: ExceptionFields): { exception: NewException } | { errors: Errors } {
  const errors: Errors = {};
  const from = parseDateEntry(form.from_date);
  const to = form.to_date.trim() ? parseDateEntry(form.to_date) : from;
  if (!from) errors.from_date = DATE_ENTRY_MESSAGE;
  if (form.to_date.trim() && !to) errors.to_date = DATE_ENTRY_MESSAGE;
  const start = form.start_time.trim();
  const end = form.end_time.trim();
  if (start && !isClockTime(start)) errors.start_time = "Bruk klokkeslett som TT:MM";
  if (end && !isClockTime(end)) errors.end_time = "Bruk klokkeslett som TT:MM";
  if (!start !== !end) errors.end_time = "Oppgi både fra- og til-klokkeslett, eller ingen";
  if (
    Object.keys(errors).length === 0 &&
    from &&
    to &&
    `${to} ${end || "24:00"}` <= `${from} ${start || "00:00"}`
  )
    errors.to_date = "Slutten må komme etter starten";
  if (Object.keys(errors).length > 0 || !from || !to) return { errors };
  return {
    exception: {
      kind: form.kind,
      from_date: from,
      to_date: to,
      ...(start && end ? { start_time: start, end_time: end } : {}),
      ...(form.note.trim() ? { note: form.note.trim() } : {}),
    },
  };
}

/** The fields read in Norwegian, then the contract's checks (a year at most, the note's length). */
const exceptionFormSchema = z
  .custom<ExceptionFields>()
  .transform((fields, ctx) => {
    const read = readException(fields);
    if ("exception" in read) return read.exception;
    for (const [path, message] of Object.entries(read.errors))
      ctx.addIssue({ code: "custom", path: [path], message });
    return z.NEVER;
  })
  .pipe(newExceptionSchema);

const EMPTY: ExceptionFields = {
  kind: "holiday",
  from_date: "",
  to_date: "",
  start_time: "",
  end_time: "",
  note: "",
};

/** Adds holiday, sick, blocked or extra time: Norwegian dates, optional hours. */
export function ExceptionForm({ busy, onAdd }: { busy: boolean; onAdd: (exception: NewException) => void }) {
  const form = useForm<ExceptionFields, unknown, NewException>({
    resolver: zodResolver(exceptionFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const dateField = (name: "from_date" | "to_date") => ({
    value: form.watch(name),
    onValueChange: (value: string) =>
      form.setValue(name, value, { shouldValidate: form.formState.isSubmitted }),
  });

  return (
    <form
      onSubmit={form.handleSubmit((exception) => onAdd(exception))}
      noValidate
      className="availability-exception-form"
      aria-labelledby="exception-form-heading"
    >
      <h3 id="exception-form-heading">Legg til unntak</h3>
      <FormField label="Type">
        {(control) => (
          <Select {...control} {...form.register("kind")}>
            {EXCEPTION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {KIND_LABELS[kind]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <DateField label="Fra dato" error={errors.from_date?.message} {...dateField("from_date")} />
      <DateField
        label="Til dato"
        hint="Tom: samme dag"
        optional
        error={errors.to_date?.message}
        {...dateField("to_date")}
      />
      <FormField label="Fra klokken" hint="Tom: hele dager" optional error={errors.start_time?.message}>
        {(control) => <input {...control} type="time" {...form.register("start_time")} />}
      </FormField>
      <FormField label="Til klokken" optional error={errors.end_time?.message}>
        {(control) => <input {...control} type="time" {...form.register("end_time")} />}
      </FormField>
      <FormField label="Notat" optional error={errors.note?.message}>
        {(control) => <input {...control} maxLength={200} {...form.register("note")} />}
      </FormField>
      <Button type="submit" size="medium" busy={busy}>
        Legg til unntak
      </Button>
    </form>
  );
}
