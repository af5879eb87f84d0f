import type { CartLineItem, LineItemBody } from "@mt/contract/cart";
import type { PublishedJob } from "@mt/contract/catalogue";
import { workTypeLabels } from "@mt/domain/entities/enums";
import { formatPrice } from "@mt/domain/format/price";
import { calculateJobPrice, visibleQuestions } from "@mt/domain/price/calculate-price";
import { openingAnswers, shownPrice } from "@mt/domain/price/from-price";
import type { Answers, AnswerValue } from "@mt/domain/price/job-definition";
import { paths } from "@mt/domain/routes/routes";
import { type FormEvent, type ReactNode, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { ApiError, errorMessage } from "../../lib/api";
import { analyticsItem, trackEcommerce } from "../../lib/ecommerce-events";
import { addJobToCart, updateCartLine } from "../../lib/order/cart-calls";
import { useCall } from "../../lib/use-call";
import { AddedToCartDialog } from "./added-to-cart-dialog";
import { PriceAnnouncement } from "./price-announcement";
import { PriceBar } from "./price-bar";
import { QuestionField } from "./question-field";
import "./configurator.css";

export interface ConfiguratorProps {
  job: PublishedJob;
  /** Editing a line already in the cart. */
  editLine?: CartLineItem | null;
  postCodeSlot?: ReactNode;
}

const SUMMARY_ID = "oppsummering";

/** The configurator: every question type, the fixed price as the customer answers, add to cart. */
export function Configurator({ job, editLine = null, postCodeSlot }: ConfiguratorProps) {
  const { definition } = job;
  const navigate = useNavigate();
  const products = useMemo(() => new Map(job.products.map((p) => [p.id, p])), [job.products]);
  const [answers, setAnswers] = useState<Answers>(() => editLine?.data.answers ?? openingAnswers(definition));
  const [comment, setComment] = useState(editLine?.data.commentForElectrician ?? "");
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [added, setAdded] = useState(false);

  const complete = calculateJobPrice(definition, answers, products);
  const shown = shownPrice(definition, answers, products);
  const price = shown?.fixed ? shown.price : null;
  const totalOre = shown ? (shown.fixed ? shown.price.totalOre : shown.totalOre) : null;
  /** "fra kr N" until every priced choice is made: the least the answers so far can still cost. */
  const totalText = totalOre === null ? "–" : `${price ? "" : "fra "}${formatPrice(totalOre)}`;
  const questions = visibleQuestions(definition, answers);

  function answer(key: string, value: AnswerValue | undefined) {
    setAnswers((current) => {
      const next = { ...current };
      if (value === undefined) delete next[key];
      else next[key] = value;
      return next;
    });
    setErrors((current) => {
      if (!current[key]) return current;
      const { [key]: _, ...rest } = current;
      return rest;
    });
  }

  const saving = useCall((line: LineItemBody["data"]) =>
    editLine ? updateCartLine(editLine, line) : addJobToCart(line),
  );
  const failure = saving.error ? errorMessage(saving.error) : null;

  async function save(line: LineItemBody["data"], priceOre: number) {
    try {
      await saving.run(line);
    } catch (error) {
      if (!(error instanceof ApiError && error.error.validation)) return;
      setErrors(
        Object.fromEntries(
          Object.entries(error.error.fieldErrors).map(([key, value]) => [
            key.replace(/^answers\./, ""),
            value,
          ]),
        ),
      );
      return;
    }
    // An edited line goes back to the cart; a new one asks where to go next.
    if (editLine) {
      navigate(paths.cart);
      return;
    }
    trackEcommerce("add_to_cart", [
      analyticsItem({ slug: job.slug, title: definition.title, workType: definition.workType, priceOre }),
    ]);
    setAdded(true);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    saving.reset();
    if (!complete.ok) {
      setErrors(complete.errors);
      document
        .getElementById(`sporsmal-${Object.keys(complete.errors)[0]}`)
        ?.scrollIntoView({ block: "center" });
      return;
    }
    const images = definition.questions
      .filter((q) => q.type === "file_upload")
      .flatMap((q) =>
        Array.isArray(complete.price.answers[q.key]) ? (complete.price.answers[q.key] as string[]) : [],
      );
    void save(
      {
        jobTypeId: job.id,
        jobTypeVersionId: job.versionId,
        answers: complete.price.answers,
        images,
        commentForElectrician: comment.trim() || null,
      },
      complete.price.totalOre,
    );
  }

  return (
    <div className="container configurator">
      <form className="configurator__form" onSubmit={submit} noValidate>
        <header className="configurator__header">
          <p className="configurator__type">{workTypeLabels[definition.workType]}</p>
          <h1>{definition.title}</h1>
          {definition.summary && <p>{definition.summary}</p>}
          {postCodeSlot}
        </header>
        {questions.map((question, index) => (
          <QuestionField
            key={question.key}
            number={index + 1}
            question={question}
            value={answers[question.key]}
            products={products}
            errors={errors[question.key]}
            onChange={(value) => answer(question.key, value)}
          />
        ))}
        <div className="question">
          <label htmlFor="kommentar" className="question__title">
            Kommentar til elektrikeren <span className="question__optional">(Valgfritt)</span>
          </label>
          <textarea
            id="kommentar"
            className="configurator__comment"
            value={comment}
            maxLength={2000}
            onChange={(e) => setComment(e.target.value)}
          />
        </div>
        {errors.materials && <Alert type="error">{errors.materials.join("\n")}</Alert>}
        {failure && <Alert type="error">{failure}</Alert>}
      </form>
      <aside className="configurator__summary" id={SUMMARY_ID} aria-labelledby="din-pris">
        <h2 id="din-pris">Din pris</h2>
        <p className="configurator__total" data-testid="live-price">
          {totalText}
        </p>
        <p className="configurator__vat">
          {price
            ? `Fast pris inkl. mva. (herav mva. ${formatPrice(price.vatOre)})`
            : "Laveste pris med valgene så langt, inkl. mva."}
        </p>
        {price && (
          <ul className="configurator__lines">
            {price.lines.map((line) => (
              <li key={`${line.questionKey}-${line.label}`}>
                <span>{line.label}</span> <span>{formatPrice(line.amountOre)}</span>
              </li>
            ))}
            {price.materials.length > 0 && (
              <li>
                <span>Materiell</span> <span>{formatPrice(price.materialsOre)}</span>
              </li>
            )}
          </ul>
        )}
        {definition.inspectionFirst && (
          <p className="configurator__note">
            Jobben starter med en befaring. Du betaler ikke før prisen er bekreftet.
          </p>
        )}
        <Button busy={saving.busy} onClick={submit} className="configurator__submit">
          {editLine ? "Lagre endringene" : "Legg i handlekurven"}
        </Button>
      </aside>
      <PriceBar totalText={totalText} summaryId={SUMMARY_ID} />
      <PriceAnnouncement text={totalOre === null ? "" : `Din pris ${totalText}`} />
      <AddedToCartDialog open={added} jobTitle={definition.title} onClose={() => setAdded(false)} />
    </div>
  );
}
