import { acceptOffer, declineOffer, type Offer } from "@mt/contract/offer";
import type { ProjectDetail } from "@mt/contract/project";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { CustomerServicePhone } from "../../components/customer-service-phone";
import { OfferDocument, offerDate } from "../../components/offer-document";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Modal } from "../../components/ui/modal";
import { Spinner } from "../../components/ui/spinner";
import { useToast } from "../../components/ui/toasts";
import { browserFetch, callApi, errorCode, errorMessage } from "../../lib/api";
import { useProjectOffers } from "../../lib/project-offers";

/** States in which the customer has an offer to read: sent to them, or answered and on its way. */
const HAS_OFFER: readonly ProjectDetail["status"][] = [
  "offer_sent",
  "offer_accepted",
  "confirmed",
  "scheduled",
  "in_progress",
  "completed",
  "invoiced",
];
/** After these the page shows the project as it stands now (someone else moved it meanwhile). */
const STALE = new Set([
  "OFFER_NOT_NEWEST",
  "OFFER_ALREADY_ANSWERED",
  "PROJECT_MOVE_NOT_ALLOWED",
  "OFFER_EXPIRED",
]);

type Answer = "accept" | "decline";

function AnswerDialog({
  answer,
  busy,
  failure,
  onConfirm,
  onClose,
}: {
  answer: Answer;
  busy: boolean;
  failure: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const accept = answer === "accept";
  return (
    <Modal
      open
      onClose={onClose}
      title={accept ? "Godta tilbudet?" : "Avslå tilbudet?"}
      description={
        accept
          ? "Når du godtar, bekrefter installatøren oppdraget, og du velger tidspunkt for jobben."
          : "Vi får beskjed og kan sende deg et nytt tilbud hvis du ønsker det."
      }
    >
      <div className="change-dialog">
        {failure && <Alert type="error">{failure}</Alert>}
        <div className="change-dialog__actions">
          <Button busy={busy} onClick={onConfirm}>
            {accept ? "Godta tilbudet" : "Avslå tilbudet"}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Avbryt
          </Button>
        </div>
      </div>
    </Modal>
  );
}

function OfferAnswer({ offer, project }: { offer: Offer; project: ProjectDetail }) {
  if (offer.status === "accepted") {
    return (
      <Alert type="success" title="Du har godtatt tilbudet">
        {project.status === "offer_accepted"
          ? "Installatøren bekrefter oppdraget. Velg gjerne tidspunkt for jobben med «Flytt tidspunkt» under «Endre avtalen»."
          : "Takk! Følg med på status for prosjektet her."}
      </Alert>
    );
  }
  if (offer.status === "declined") {
    return <Alert type="info">Du har avslått tilbudet. Vi tar kontakt hvis vi kan sende deg et nytt.</Alert>;
  }
  if (offer.expired) {
    return (
      <Alert type="warning" title="Tilbudet er ikke lenger gyldig">
        Det gikk ut {offerDate(offer.validUntil)}. Ring oss på <CustomerServicePhone />, så sender vi deg et
        nytt tilbud.
      </Alert>
    );
  }
  return null;
}

/**
 * "My page": the newest offer sent to the customer (lines, totals, validity, message, PDF), with
 * "Godta tilbudet" and "Avslå" behind a confirmation while it can be answered.
 */
export function OfferSection({
  project,
  onProjectChanged,
}: {
  project: ProjectDetail;
  onProjectChanged: (project: ProjectDetail) => void;
}) {
  const toast = useToast();
  const [dialog, setDialog] = useState<Answer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const enabled = project.kind === "INSPECTION" && HAS_OFFER.includes(project.status);
  const { offers, refresh } = useProjectOffers(project, enabled, onProjectChanged);
  const newest = offers.data?.data.offers.find((offer) => offer.newestSent) ?? null;

  const answer = useMutation({
    mutationFn: (kind: Answer) =>
      callApi(browserFetch, kind === "accept" ? acceptOffer : declineOffer, {
        params: { uuid: newest?.uuid ?? "" },
      }),
    onSuccess: async (_result, kind) => {
      setDialog(null);
      toast.success(kind === "accept" ? "Tilbudet er godtatt." : "Du har avslått tilbudet.");
      await refresh();
    },
    onError: async (error) => {
      if (!STALE.has(errorCode(error) ?? "")) {
        setFailure(errorMessage(error));
        return;
      }
      setDialog(null);
      toast.error(errorMessage(error));
      await refresh();
    },
  });

  if (!enabled) return null;
  return (
    <section aria-labelledby="project-offer" className="project-offer">
      <h2 id="project-offer">Tilbud</h2>
      {offers.isPending ? (
        <p className="change-dialog__loading">
          <Spinner size="small" /> Henter tilbudet …
        </p>
      ) : offers.isError ? (
        <Alert type="error">{errorMessage(offers.error)}</Alert>
      ) : !newest ? (
        <p>Du har ikke fått noe tilbud ennå.</p>
      ) : (
        <>
          <OfferDocument offer={newest} />
          <OfferAnswer offer={newest} project={project} />
          {newest.mayAccept && (
            <div className="project-actions__buttons">
              <Button
                onClick={() => {
                  setFailure(null);
                  setDialog("accept");
                }}
              >
                Godta tilbudet
              </Button>
              <Button
                variant="secondary"
                onClick={() => {
                  setFailure(null);
                  setDialog("decline");
                }}
              >
                Avslå
              </Button>
            </div>
          )}
          {dialog && (
            <AnswerDialog
              answer={dialog}
              busy={answer.isPending}
              failure={failure}
              onConfirm={() => answer.mutate(dialog)}
              onClose={() => setDialog(null)}
            />
          )}
        </>
      )}
    </section>
  );
}
