import { sendVerificationCode, verifyPhoneNumber } from "@mt/contract/auth";
import { acceptOfferByLink, declineOfferByLink, getOfferByLink, type Offer } from "@mt/contract/offer";
import { formatDateTime } from "@mt/domain/format/date";
import { paths, routes } from "@mt/domain/routes/routes";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { CustomerServicePhone } from "../../components/customer-service-phone";
import { OfferDocument, offerDate } from "../../components/offer-document";
import { PhoneCodeFlow } from "../../components/phone-code-form";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { browserFetch, callApi, errorCode, errorMessage } from "../../lib/api";
import "./offer-link.css";

type Answer = "accept" | "decline";

/** Answers that mean the offer moved on meanwhile: the page shows it as it stands now. */
const STALE = new Set([
  "OFFER_NOT_NEWEST",
  "OFFER_ALREADY_ANSWERED",
  "OFFER_EXPIRED",
  "OFFER_NOT_SENT",
  "PROJECT_MOVE_NOT_ALLOWED",
]);
/** The link itself is no good (forged, for another offer, run out, or no token at all). */
const LINK_PROBLEMS = new Set(["OFFER_LINK_INVALID", "NOT_FOUND", "VALIDATION_ERROR"]);

const offerKey = (uuid: string) => ["offer-link", uuid] as const;

/** The link is expired or wrong: the offer is still on "my page" after logging in. */
export function ExpiredLink() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="container offer-link-page">
      <h1 ref={heading} tabIndex={-1}>
        Tilbud
      </h1>
      <Alert type="warning" title="Lenken er utløpt eller ugyldig">
        <p>
          Logg inn på Min side med telefonnummeret ditt for å se tilbudet, eller ring oss på{" "}
          <CustomerServicePhone />.
        </p>
      </Alert>
      <p>
        <a href={routes.loginPage(paths.dashboard)}>Logg inn på Min side</a>
      </p>
    </div>
  );
}

/** Where the offer stands when it cannot be answered (any more). */
function OfferState({ offer }: { offer: Offer }) {
  const myPage = routes.loginPage(routes.myProject(offer.projectUuid));
  if (offer.status === "accepted") {
    return (
      <Alert type="success" title="Tilbudet er godtatt">
        <p>
          Tilbudet er godtatt{offer.answeredAt ? ` ${formatDateTime(offer.answeredAt)}` : ""}. Installatøren
          bekrefter oppdraget. Logg inn på Min side for å velge tidspunkt for jobben.
        </p>
        <p>
          <a href={myPage}>Logg inn på Min side og velg tidspunkt</a>
        </p>
      </Alert>
    );
  }
  if (offer.status === "declined") {
    return (
      <Alert type="info" title="Du har avslått tilbudet">
        Vi tar kontakt hvis vi kan sende deg et nytt. Spørsmål? Ring oss på <CustomerServicePhone />.
      </Alert>
    );
  }
  if (!offer.newestSent) {
    return (
      <Alert type="info" title="Du har fått et nyere tilbud">
        <p>
          Dette tilbudet er erstattet. Se det nyeste tilbudet i meldingen vi sendte deg, eller på Min side.
        </p>
        <p>
          <a href={myPage}>Logg inn på Min side</a>
        </p>
      </Alert>
    );
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

/** The phone check before the answer: a code to the phone, then the answer itself. */
function AnswerPanel({
  answer,
  offer,
  token,
  onAnswered,
  onStale,
  onCancel,
}: {
  answer: Answer;
  offer: Offer;
  token: string;
  onAnswered: (offer: Offer) => void;
  onStale: (message: string) => void;
  onCancel: () => void;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const accept = answer === "accept";

  async function send(phoneToken: string): Promise<Offer> {
    try {
      const contract = accept ? acceptOfferByLink : declineOfferByLink;
      const { data } = await callApi(browserFetch, contract, {
        params: { uuid: offer.uuid },
        body: { token, phoneToken },
      });
      return data;
    } catch (error) {
      // The offer moved on (or the link ran out) meanwhile: the page shows why, not the code form.
      const code = errorCode(error) ?? "";
      if (STALE.has(code) || code === "OFFER_LINK_INVALID") onStale(errorMessage(error));
      throw error;
    }
  }

  return (
    <section className="offer-link__answer" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {accept ? "Godta tilbudet" : "Avslå tilbudet"}
      </h2>
      <p>
        {accept
          ? "Bekreft at det er deg: vi sender en kode på SMS til telefonnummeret tilbudet ble sendt til. Når du godtar, bekrefter installatøren oppdraget."
          : "Bekreft at det er deg: vi sender en kode på SMS til telefonnummeret tilbudet ble sendt til. Vi får beskjed og kan sende deg et nytt tilbud."}
      </p>
      <PhoneCodeFlow
        phoneLabel="Telefonnummeret tilbudet ble sendt til"
        sendCode={(phone) => callApi(browserFetch, sendVerificationCode, { body: { phone_number: phone } })}
        confirm={async (phone, code) => {
          const { data } = await callApi(browserFetch, verifyPhoneNumber, {
            body: { phone_number: phone, code },
          });
          return send(data.phoneVerificationToken);
        }}
        onSuccess={(answered) => onAnswered(answered)}
        confirmLabel={accept ? "Bekreft og godta" : "Bekreft og avslå"}
      />
      <div>
        <Button variant="tertiary" onClick={onCancel}>
          Avbryt
        </Button>
      </div>
    </section>
  );
}

/**
 * /tilbud/{uuid}?t=…: the offer the SMS or email links to, without a login. The customer reads it
 * (lines, validity, message, PDF) and accepts or declines it with a code sent to their phone.
 */
export function OfferLinkPage({ uuid, token }: { uuid: string; token: string | null }) {
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState<Answer | null>(null);
  /** Why the last answer did not go through (the offer moved on meanwhile). */
  const [notice, setNotice] = useState<string | null>(null);
  /** Counts answers, so the outcome takes the focus after each (a screen reader hears it). */
  const [answers, setAnswers] = useState(0);
  const [linkGone, setLinkGone] = useState(false);
  const result = useRef<HTMLDivElement>(null);
  const offer = useQuery({
    queryKey: offerKey(uuid),
    queryFn: () => callApi(browserFetch, getOfferByLink, { params: { uuid }, query: { t: token ?? "" } }),
    enabled: token !== null,
  });

  useEffect(() => {
    if (answers > 0) result.current?.focus();
  }, [answers]);

  if (token === null || linkGone || LINK_PROBLEMS.has(errorCode(offer.error) ?? "")) return <ExpiredLink />;
  if (offer.isPending) {
    return (
      <div className="container offer-link-page">
        <p role="status">
          <Spinner size="small" /> Henter tilbudet …
        </p>
      </div>
    );
  }
  if (offer.isError) {
    return (
      <div className="container offer-link-page">
        <h1>Tilbud</h1>
        <Alert type="error">{errorMessage(offer.error)}</Alert>
        <div>
          <Button onClick={() => offer.refetch()}>Prøv igjen</Button>
        </div>
      </div>
    );
  }

  const current = offer.data.data;
  const answered = (next: Offer) => {
    queryClient.setQueryData(offerKey(uuid), { data: next });
    setAnswer(null);
    setNotice(null);
    setAnswers((n) => n + 1);
  };
  const stale = (message: string) => {
    setAnswer(null);
    setNotice(message);
    setAnswers((n) => n + 1);
    void offer.refetch().then((fresh) => {
      if (LINK_PROBLEMS.has(errorCode(fresh.error) ?? "")) setLinkGone(true);
    });
  };

  return (
    <div className="container offer-link-page">
      <h1>Tilbud på prosjekt {current.projectNumber}</h1>
      <OfferDocument offer={current} />
      <div ref={result} tabIndex={-1} className="offer-link__state">
        {notice && <Alert type="error">{notice}</Alert>}
        <OfferState offer={current} />
      </div>
      {current.mayAccept && !answer && (
        <div className="offer-link__actions">
          <Button
            onClick={() => {
              setNotice(null);
              setAnswer("accept");
            }}
          >
            Godta tilbudet
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              setNotice(null);
              setAnswer("decline");
            }}
          >
            Avslå
          </Button>
        </div>
      )}
      {current.mayAccept && answer && (
        <AnswerPanel
          key={answer}
          answer={answer}
          offer={current}
          token={token}
          onAnswered={answered}
          onStale={stale}
          onCancel={() => setAnswer(null)}
        />
      )}
    </div>
  );
}
