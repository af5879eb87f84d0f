import { useState } from "react";
import { type PickerDay, TimeWindowPicker } from "../../../components/time-window-picker";
import { Section } from "../../../components/ui/section";
import { Example } from "../example";

/** A window from `hour` Oslo time (UTC+1 in winter) for four hours. */
const window = (date: string, hour: number, available = true) => ({
  startsAt: `${date}T${String(hour - 1).padStart(2, "0")}:00:00Z`,
  endsAt: `${date}T${String(hour + 3).padStart(2, "0")}:00:00Z`,
  available,
});

/** Two weeks of demo windows: full ones, a free weekday, a weekend without any. */
const DEMO_DAYS: PickerDay[] = [
  { date: "2026-11-30", windows: [window("2026-11-30", 8, false), window("2026-11-30", 12, false)] },
  { date: "2026-12-01", windows: [window("2026-12-01", 8), window("2026-12-01", 12)] },
  { date: "2026-12-02", windows: [window("2026-12-02", 8, false), window("2026-12-02", 12)] },
  { date: "2026-12-03", windows: [window("2026-12-03", 8), window("2026-12-03", 12)] },
  { date: "2026-12-04", windows: [window("2026-12-04", 8)] },
  { date: "2026-12-05", windows: [] },
  { date: "2026-12-06", windows: [] },
  { date: "2026-12-07", windows: [window("2026-12-07", 8), window("2026-12-07", 12)] },
  { date: "2026-12-08", windows: [window("2026-12-08", 12)] },
];

const INSTRUCTION = "Montøren kommer i løpet av tidsvinduet du velger.";

/** The one time-window picker (checkout, "Flytt tidspunkt", claim visits) in its states. */
export function TimeWindowPickerSection() {
  const [chosen, setChosen] = useState<string | null>("2026-12-02T11:00:00Z");
  return (
    <Section
      id="tidsvindu-velger"
      title="Tidsvindu-velger"
      description="Én uke om gangen; dagene som kolonner på bred skjerm og som liste på smal. Tidsvinduene er én gruppe radioknapper."
    >
      <Example label="Henter tider">
        <TimeWindowPicker
          days={undefined}
          chosen={null}
          onChoose={() => {}}
          legend="Velg tidspunkt (henter)"
          empty={null}
        />
      </Example>
      <Example label="Ingen ledige tider">
        <TimeWindowPicker
          days={[{ date: "2026-11-30", windows: [window("2026-11-30", 8, false)] }]}
          chosen={null}
          onChoose={() => {}}
          legend="Velg tidspunkt (tom)"
          empty={<p>Det er ingen ledige tider de neste 28 dagene.</p>}
        />
      </Example>
      <Example label="Valgt tid, første ledige merket">
        <TimeWindowPicker
          days={DEMO_DAYS}
          chosen={chosen}
          onChoose={setChosen}
          legend="Velg tidspunkt"
          instruction={INSTRUCTION}
          earliest="2026-12-01T07:00:00Z"
          empty={null}
        />
      </Example>
    </Section>
  );
}
