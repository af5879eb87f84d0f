import type { CartLineItem } from "@mt/contract/cart";
import { type WorkType, workTypeLabels, workTypePhrases } from "@mt/domain/entities/enums";
import { formatPrice } from "@mt/domain/format/price";
import { labelBefore } from "@mt/domain/format/quantity";
import { paths, routes } from "@mt/domain/routes/routes";
import { cartHasUnsupportedJobs } from "@mt/domain/state/cart";
import { postCodeMessages } from "@mt/domain/state/post-code-check";
import { useMutation } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Alert } from "../../components/ui/alert";
import { Button, buttonClassName } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { errorMessage } from "../../lib/api";
import { analyticsItem, trackEcommerce } from "../../lib/ecommerce-events";
import { removeCartLine } from "../../lib/order/cart-calls";
import { useOrderHydrated, useOrderStore } from "../../lib/order/order-store";
import { useFreshCart } from "../../lib/order/use-fresh-cart";
import "./cart.css";

export const editLinePath = (line: CartLineItem) =>
  `${routes.configuratorPage(line.data.slug)}?linje=${line.id}&versjon=${line.data.jobTypeVersionId}`;

function CartLine({
  line,
  unsupported,
  removing,
  onRemove,
}: {
  line: CartLineItem;
  unsupported: boolean;
  removing: boolean;
  onRemove: () => void;
}) {
  const { data } = line;
  return (
    <li className={`cart-line${unsupported ? " cart-line--unsupported" : ""}`} data-testid="cart-line">
      <div className="cart-line__main">
        <p className="cart-line__type">{workTypeLabels[data.typeKey]}</p>
        <h2 className="cart-line__title">{data.title}</h2>
        {unsupported && <p className="cart-line__warning">Ikke tilgjengelig i ditt område</p>}
        {data.summary.length > 0 && (
          <dl className="cart-line__answers">
            {data.summary.map((item) => (
              <div key={item.question}>
                <dt>{labelBefore(item.question)}</dt> <dd>{item.answer}</dd>
              </div>
            ))}
          </dl>
        )}
        {data.materials.length > 0 && (
          <details className="cart-line__materials">
            <summary>Materiell ({data.materials.length})</summary>
            <ul>
              {data.materials.map((m) => (
                <li key={m.productId}>
                  {m.quantity} × {m.name}: {formatPrice(m.totalOre)}
                </li>
              ))}
            </ul>
          </details>
        )}
        {data.commentForElectrician && (
          <p className="cart-line__meta">Kommentar: {data.commentForElectrician}</p>
        )}
        {data.inspectionFirst && <p className="cart-line__meta">Starter med befaring</p>}
        <div className="cart-line__actions">
          <Link to={editLinePath(line)} className={buttonClassName({ variant: "tertiary", size: "small" })}>
            Endre svar
          </Link>
          <Button variant="tertiary" size="small" busy={removing} onClick={onRemove}>
            Fjern
          </Button>
        </div>
      </div>
      <p className="cart-line__price">{formatPrice(data.totals.totalOre)}</p>
    </li>
  );
}

/** /bestilling/handlekurv (and /order/cart): lines, totals, the post-code button and the unsupported-jobs state. */
export function CartPage({
  postCodeSlot,
  sharedCartId,
  checkoutSlot,
}: {
  postCodeSlot?: ReactNode;
  sharedCartId?: string | null;
  /** Replaces "Velg tidspunkt" (a seller's actions); `canChooseTime` is false while the post code stops it. */
  checkoutSlot?: (state: { cartUuid: string; canChooseTime: boolean }) => ReactNode;
}) {
  const hydrated = useOrderHydrated();
  const cart = useOrderStore((s) => s.cart);
  const postCode = useOrderStore((s) => s.postCode);
  const valid = useOrderStore((s) => s.postCodeValid);
  const supported = useOrderStore((s) => s.postCodeSupportedJobTypes);
  const fresh = useFreshCart(sharedCartId ?? null);
  const removal = useMutation({
    mutationFn: (line: CartLineItem) => removeCartLine(line.id),
    onSuccess: (_cart, line) =>
      trackEcommerce("remove_from_cart", [
        analyticsItem({
          slug: line.data.slug,
          title: line.data.title,
          workType: line.data.typeKey,
          priceOre: line.data.totals.totalOre,
        }),
      ]),
  });
  const failure = fresh.error ?? removal.error;

  if (!hydrated || (fresh.isPending && !cart)) {
    return (
      <div className="container cart-page">
        <h1>Handlekurv</h1>
        <Spinner />
      </div>
    );
  }

  const lines = cart?.lineItems ?? [];
  const unsupported = Boolean(postCode && valid) && cartHasUnsupportedJobs(cart, supported);
  const missingTypes = [...new Set(lines.map((l) => l.data.typeKey))].filter(
    (t) => !supported.includes(t),
  ) as WorkType[];

  return (
    <div className="container cart-page">
      <div className="cart-page__heading">
        <h1>Handlekurv</h1>
        {postCodeSlot}
      </div>
      {failure && <Alert type="error">{errorMessage(failure)}</Alert>}
      {lines.length === 0 ? (
        <div className="cart-page__empty">
          <p>Handlekurven er tom.</p>
          <Link to={paths.allJobs} className={buttonClassName()}>
            Se alle jobber
          </Link>
        </div>
      ) : (
        <>
          {unsupported && (
            <Alert type="warning" title={postCodeMessages.unsupportedJobs} data-testid="unsupported-jobs">
              Vi leverer ikke {missingTypes.map((t) => workTypePhrases[t]).join(" og ")} på postnummer{" "}
              {postCode}. Fjern jobbene som er merket, eller velg et annet postnummer.
            </Alert>
          )}
          <ul className="cart-lines">
            {lines.map((line) => (
              <CartLine
                key={line.id}
                line={line}
                unsupported={unsupported && !supported.includes(line.data.typeKey)}
                removing={removal.isPending && removal.variables?.id === line.id}
                onRemove={() => removal.mutate(line)}
              />
            ))}
          </ul>
          <div className="cart-summary">
            <p className="cart-summary__total">
              <span>Totalt</span>{" "}
              <strong data-testid="cart-total">{formatPrice(cart?.totals.totalOre ?? 0)}</strong>
            </p>
            <p className="cart-summary__vat">Herav mva. {formatPrice(cart?.totals.vatOre ?? 0)}</p>
            {!postCode || !valid ? (
              <p className="cart-summary__hint">Sjekk postnummeret ditt før du velger tidspunkt.</p>
            ) : null}
            {checkoutSlot && cart ? null : (
              <Link
                to={paths.chooseTime}
                className={buttonClassName({}, (unsupported || !valid) && "ui-button--disabled")}
                aria-disabled={unsupported || !valid || undefined}
                onClick={(e) => {
                  if (unsupported || !valid) e.preventDefault();
                }}
              >
                Velg tidspunkt
              </Link>
            )}
          </div>
          {checkoutSlot &&
            cart &&
            checkoutSlot({ cartUuid: cart.uuid, canChooseTime: !unsupported && valid })}
        </>
      )}
    </div>
  );
}
