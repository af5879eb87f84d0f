import { Button } from "../../../components/ui/button";
import { Section } from "../../../components/ui/section";
import { StateMessage } from "../../../components/ui/state-message";
import { Example } from "../example";

/** What a list says instead of its rows: empty, loading, error. */
export function StatesSection() {
  return (
    <Section
      id="tilstander"
      title="Tomt, laster og feil"
      description="Det en liste eller et felt viser i stedet for innholdet."
    >
      <div className="design-system__grid">
        <Example label="Tom">
          <StateMessage
            kind="empty"
            title="Ingen prosjekter passer søket"
            level={3}
            action={<a href="#tilstander">Fjern alle filtre</a>}
          >
            <p>Prøv et annet søk, eller fjern noen av filtrene.</p>
          </StateMessage>
        </Example>
        <Example label="Laster">
          <StateMessage kind="loading" title="Henter prosjekter …" />
        </Example>
        <Example label="Feil">
          <StateMessage
            kind="error"
            title="Kunne ikke hente listen"
            level={3}
            action={
              <Button variant="secondary" size="small">
                Prøv igjen
              </Button>
            }
          >
            <p>Sjekk nettet og prøv igjen.</p>
          </StateMessage>
        </Example>
      </div>
    </Section>
  );
}
