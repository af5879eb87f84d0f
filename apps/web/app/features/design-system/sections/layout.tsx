import { buttonClassName } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Section } from "../../../components/ui/section";
import { Example } from "../example";

/** The page header (at the top of this page), sections and cards. */
export function LayoutSection() {
  return (
    <Section
      id="sidetopp"
      title="Sidetopp, seksjon og kort"
      description="Sidetoppen øverst på denne siden er PageHeader: én h1, en ingress og sidens handlinger. Hver del av en side er en Section med h2; et kort holder én ting."
    >
      <div className="design-system__grid">
        <Example label="Kort med tittel og handlinger">
          <Card
            title="Elbillader, 11 kW"
            footer={
              <a className={buttonClassName({ variant: "secondary", size: "small" })} href="#sidetopp">
                Åpne
              </a>
            }
          >
            <p>Montert 12.11.26 av Strøm &amp; Lys AS.</p>
          </Card>
        </Example>
        <Example label="Kort uten tittel">
          <Card>
            <p>Bare innhold, for en enkel boks.</p>
          </Card>
        </Example>
        <Example label="Seksjon inne i en seksjon (h3)" framed>
          <Section title="Dokumenter" level={3} description="Tilbud og sluttrapport">
            <p>Ingen dokumenter ennå.</p>
          </Section>
        </Example>
      </div>
    </Section>
  );
}
