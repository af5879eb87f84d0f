import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { Section } from "../../../components/ui/section";

/** The dialog: opens on a button, holds focus, closes on Escape or Lukk. */
export function DialogSection() {
  const [open, setOpen] = useState(false);
  return (
    <Section
      id="dialog"
      title="Dialog"
      description="Holder fokus inne, lukkes med Escape eller Lukk, og gir fokus tilbake til knappen."
    >
      <div>
        <Button variant="secondary" size="medium" onClick={() => setOpen(true)}>
          Åpne dialogen
        </Button>
      </div>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Avlys befaringen?"
        description="Kunden får en SMS om at den er avlyst."
      >
        <div className="design-system__examples">
          <Button size="medium" onClick={() => setOpen(false)}>
            Avlys befaringen
          </Button>
          <Button variant="secondary" size="medium" onClick={() => setOpen(false)}>
            Behold
          </Button>
        </div>
      </Modal>
    </Section>
  );
}
