import type { NewException } from "@mt/contract/availability";
import { DATE_ENTRY_MESSAGE, parseDateEntry } from "@mt/domain/format/date-entry";
import { EXCEPTION_KINDS, type ExceptionKind, isClockTime } from "@mt/domain/time/working-time";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button";
import { DateField } from "../../components/ui/date-field";
import { FormField } from "../../components/ui/form-field";
import { Select } from "../../components/ui/select";
import { KIND_LABELS } from "./availability-labels";

type Errors = Partial<Record<"from_date" | "to_date" | "start_time" | "end_time", string>>;

/** Checks the form in Norwegian (the dates as the date fields give them); the exception the API takes, or the errors per field. */
export function readException(form: {
  kind: ExceptionKind;
  from: string;
  to: string;
  start: string;
  end: string;
  note: string;
}): { exception: NewException } | { errors: Errors } {
  const errors: Errors = {};
  const from = parseDateEntry(form.from);
  const to = form.to.trim() ? parseDateEntry(form.to) : from;
  if (!from) errors.from_date = DATE_ENTRY_MESSAGE;
  if (form.to.trim() && !to) errors.to_date = DATE_ENTRY_MESSAGE;
  const start = form.start.trim();
  const end = form.end.trim();
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

/** Adds holiday, sick, blocked or extra time: Norwegian dates, optional hours. */
export function ExceptionForm({ busy, onAdd }: { busy: boolean; onAdd: (exception: NewException) => void }) {
  const [form, setForm] = useState({
    kind: "holiday" as ExceptionKind,
    from: "",
    to: "",
    start: "",
    end: "",
    note: "",
  });
  const [errors, setErrors] = useState<Errors>({});
  const dateField = (name: "from" | "to") => ({
    value: form[name],
    onValueChange: (value: string) => setForm((f) => ({ ...f, [name]: value })),
  });
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const read = readException(form);
    if ("errors" in read) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    onAdd(read.exception);
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="availability-exception-form"
      aria-labelledby="exception-form-heading"
    >
      <h3 id="exception-form-heading">Legg til unntak</h3>
      <FormField label="Type">
        {(control) => (
          <Select {...control} {...field("kind")}>
            {EXCEPTION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {KIND_LABELS[kind]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <DateField label="Fra dato" error={errors.from_date} {...dateField("from")} />
      <DateField
        label="Til dato"
        hint="Tom: samme dag"
        optional
        error={errors.to_date}
        {...dateField("to")}
      />
      <FormField label="Fra klokken" hint="Tom: hele dager" optional error={errors.start_time}>
        {(control) => <input {...control} type="time" {...field("start")} />}
      </FormField>
      <FormField label="Til klokken" optional error={errors.end_time}>
        {(control) => <input {...control} type="time" {...field("end")} />}
      </FormField>
      <FormField label="Notat" optional>
        {(control) => <input {...control} maxLength={200} {...field("note")} />}
      </FormField>
      <Button type="submit" size="medium" busy={busy}>
        Legg til unntak
      </Button>
    </form>
  );
}
