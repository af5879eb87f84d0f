import { DropdownMenu } from "../../../components/ui/dropdown-menu";
import { Section } from "../../../components/ui/section";

/** The dropdown menu of links (the staff menu's groups). */
export function DropdownMenuSection() {
  return (
    <Section
      id="nedtrekksmeny"
      title="Nedtrekksmeny"
      description="En knapp som åpner en liste med lenker; piltastene flytter, Escape lukker."
    >
      <div>
        <DropdownMenu label="Partnere" align="start">
          <li>
            <a href="#nedtrekksmeny">Salgspartnere</a>
          </li>
          <li>
            <a href="#nedtrekksmeny">Montører</a>
          </li>
        </DropdownMenu>
      </div>
    </Section>
  );
}
