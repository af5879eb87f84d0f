import { Button } from "../../../components/ui/button";
import { Section } from "../../../components/ui/section";
import { useToast } from "../../../components/ui/toasts";

/** Toasts: a short confirmation or failure after an action. */
export function ToastsSection() {
  const toast = useToast();
  return (
    <Section
      id="toast"
      title="Toast-meldinger"
      description="En kort bekreftelse eller feil etter en handling; forsvinner av seg selv."
    >
      <div className="design-system__examples">
        <Button variant="secondary" size="medium" onClick={() => toast.success("Endringene er lagret")}>
          Vis suksess
        </Button>
        <Button variant="secondary" size="medium" onClick={() => toast.error("Kunne ikke lagre")}>
          Vis feil
        </Button>
      </div>
    </Section>
  );
}
