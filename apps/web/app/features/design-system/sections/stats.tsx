import { Section } from "../../../components/ui/section";
import { Stat, StatGroup } from "../../../components/ui/stat";

/** Key figures: label, value and change, up, down and flat. */
export function StatsSection() {
  return (
    <Section
      id="tall"
      title="Tall"
      description="Et nøkkeltall med hva det teller, verdien og endringen i ord."
    >
      <StatGroup>
        <Stat
          label="Omsetning denne måneden"
          value="kr 219 500"
          change={{ trend: "up", text: "12 % mer enn forrige måned" }}
        />
        <Stat
          label="Åpne reklamasjoner"
          value="4"
          change={{ trend: "down", text: "2 færre enn forrige uke" }}
        />
        <Stat label="Snittvurdering" value="4,7" change={{ trend: "flat", text: "Som forrige måned" }} />
        <Stat label="Prosjekter i dag" value="18" />
      </StatGroup>
    </Section>
  );
}
