import { Section } from "../../../components/ui/section";
import { Spinner } from "../../../components/ui/spinner";

/** The spinner in its three sizes; what is busy is always said in words beside it. */
export function SpinnerSection() {
  return (
    <Section id="spinner" title="Spinner" description="Pynt: si alltid i tekst hva som lastes.">
      <div className="design-system__examples">
        <p className="design-system__busy">
          <Spinner size="small" /> Liten
        </p>
        <p className="design-system__busy">
          <Spinner /> Middels
        </p>
        <p className="design-system__busy">
          <Spinner size="large" /> Stor
        </p>
      </div>
    </Section>
  );
}
