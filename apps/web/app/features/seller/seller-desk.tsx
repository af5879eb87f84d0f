import {
  getSellerDashboard,
  type SellerCart,
  type SellerCartState,
  type SellerDashboard,
  type SellerOrder,
} from "@mt/contract/seller";
import { formatDateTime } from "@mt/domain/format/date";
import { formatPrice } from "@mt/domain/format/price";
import { projectStatusLabels } from "@mt/domain/project/project-status";
import { paths } from "@mt/domain/routes/routes";
import { formatPhone } from "@mt/domain/validation/phone";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { PageHeader } from "../../components/ui/page-header";
import { Section } from "../../components/ui/section";
import { Stat, StatGroup } from "../../components/ui/stat";
import { StateMessage } from "../../components/ui/state-message";
import { StatusChip, type StatusTone } from "../../components/ui/status-chip";
import { browserFetch, callApi, errorMessage } from "../../lib/api";
import { NewOrderActions } from "./seller-block";
import "../../components/desk.css";
import "./seller.css";
import { Radio } from "../../components/ui/radio";

export const cartStateLabels: Record<SellerCartState, string> = {
  DRAFT: "Utkast",
  SENT: "Sendt",
  OPENED: "Åpnet",
  BOOKED: "Bestilt",
  EXPIRED: "Utløpt",
};
const cartStateTones: Record<SellerCartState, StatusTone> = {
  DRAFT: "info",
  SENT: "info",
  OPENED: "warning",
  BOOKED: "success",
  EXPIRED: "error",
};

export type DeskScope = "own" | "department";

export const sellerDashboardKey = (scope: DeskScope) => ["seller-dashboard", scope] as const;

function sentToText(cart: SellerCart): string | null {
  if (!cart.sentTo) return null;
  return [cart.sentTo.phoneNumber && formatPhone(cart.sentTo.phoneNumber), cart.sentTo.email]
    .filter(Boolean)
    .join(" og ");
}

function cartWhen(cart: SellerCart): string {
  if (cart.project) return `Bestilt ${formatDateTime(cart.project.bookedAt)}`;
  if (cart.openedAt) return `Åpnet ${formatDateTime(cart.openedAt)}`;
  if (cart.sentAt) return `Sendt ${formatDateTime(cart.sentAt)}`;
  return `Laget ${formatDateTime(cart.createdAt)}`;
}

function CartItem({ cart, showSeller }: { cart: SellerCart; showSeller: boolean }) {
  const to = sentToText(cart);
  return (
    <li className="seller-item" data-testid="seller-cart">
      <div className="seller-item__head">
        <h3 className="seller-item__title">{cart.titles.join(", ") || "Tom handlekurv"}</h3>
        <StatusChip tone={cartStateTones[cart.state]}>{cartStateLabels[cart.state]}</StatusChip>
      </div>
      <p className="seller-item__meta">
        {to ? `Til ${to}` : "Ikke sendt"}
        {" · "}
        {cartWhen(cart)}
        {cart.postCode && ` · ${[cart.postCode, cart.place].filter(Boolean).join(" ")}`}
      </p>
      <p className="seller-item__meta">
        {formatPrice(cart.totalOre)}
        {cart.project && ` · Prosjekt ${cart.project.number}`}
        {showSeller && ` · ${cart.seller.name}`}
      </p>
      {cart.sellerDescription && <p className="seller-item__description">{cart.sellerDescription}</p>}
    </li>
  );
}

function OrderItem({ order, showSeller }: { order: SellerOrder; showSeller: boolean }) {
  return (
    <li className="seller-item" data-testid="seller-order">
      <div className="seller-item__head">
        <h3 className="seller-item__title">
          Prosjekt {order.number}: {order.customerName}
        </h3>
        <StatusChip tone="info">{projectStatusLabels[order.status]}</StatusChip>
      </div>
      <p className="seller-item__meta">
        {order.startsAt
          ? `Oppstart ${formatDateTime(order.startsAt)}`
          : `Bestilt ${formatDateTime(order.createdAt)}`}
        {order.place && ` · ${order.place}`}
        {" · "}
        {formatPrice(order.totalOre)}
        {showSeller && order.seller && ` · ${order.seller.name}`}
      </p>
    </li>
  );
}

type Figures = { orders: number; revenueOre: number; sentCarts: number; conversion: number | null };

function FiguresList({ title, figures }: { title: string; figures: Figures }) {
  return (
    <Section title={title} level={3}>
      <StatGroup>
        <Stat label="Bestillinger" value={figures.orders} />
        <Stat label="Omsetning" value={formatPrice(figures.revenueOre)} />
        <Stat label="Sendte handlekurver" value={figures.sentCarts} />
        <Stat
          label="Bestilt av sendte"
          value={figures.conversion === null ? "–" : `${Math.round(figures.conversion * 100)} %`}
        />
      </StatGroup>
    </Section>
  );
}

/**
 * /selgerside: the seller's desk. "Ny bestilling" and "Tøm", the seller's carts and where each stands,
 * recent orders, and this month's figures (GET /seller-dashboard, the own desk read by the route's
 * loader). Department and partner admins can switch between their own and the whole store's
 * (scope=department).
 */
export function SellerDesk({
  canSeeStore,
  initial = null,
}: {
  canSeeStore: boolean;
  /** The seller's own desk as the server read it, so the page arrives whole; null when it could not. */
  initial?: SellerDashboard | null;
}) {
  const [scope, setScope] = useState<DeskScope>("own");
  const dashboard = useQuery({
    queryKey: sellerDashboardKey(scope),
    queryFn: async () => (await callApi(browserFetch, getSellerDashboard, { query: { scope } })).data,
    ...(scope === "own" && initial && { initialData: initial }),
    staleTime: 0,
  });
  const wholeStore = scope === "department";
  // The store stays in the heading while the other view loads.
  const place = dashboard.data ?? initial;
  const store = [place?.salesPartner?.name, place?.department?.name].filter(Boolean).join(", ");

  let body: ReactNode;
  if (dashboard.isPending) {
    body = <StateMessage kind="loading" title="Henter selgersiden …" />;
  } else if (dashboard.isError) {
    body = (
      <StateMessage
        kind="error"
        title="Vi klarte ikke å hente selgersiden"
        action={
          <Button
            variant="secondary"
            size="small"
            busy={dashboard.isFetching}
            onClick={() => dashboard.refetch()}
          >
            Prøv igjen
          </Button>
        }
      >
        {errorMessage(dashboard.error)}
      </StateMessage>
    );
  } else {
    const { carts, orders, figures } = dashboard.data;
    body = (
      <>
        <Section title="Denne måneden">
          <div className="seller-figures-grid">
            <FiguresList title={wholeStore ? "Valgt visning" : "Dine tall"} figures={figures.own} />
            {figures.store && <FiguresList title="Butikken" figures={figures.store} />}
          </div>
        </Section>
        <Section title="Handlekurver">
          {carts.length === 0 ? (
            <StateMessage kind="empty" level={3} title="Ingen handlekurver ennå.">
              Trykk «Ny bestilling» for å lage en for en kunde.
            </StateMessage>
          ) : (
            <ul className="seller-list">
              {carts.map((cart) => (
                <CartItem key={cart.uuid} cart={cart} showSeller={wholeStore} />
              ))}
            </ul>
          )}
        </Section>
        <Section title="Siste bestillinger">
          {orders.length === 0 ? (
            <StateMessage kind="empty" level={3} title="Ingen bestillinger ennå." />
          ) : (
            <ul className="seller-list">
              {orders.map((order) => (
                <OrderItem key={order.uuid} order={order} showSeller={wholeStore} />
              ))}
            </ul>
          )}
        </Section>
      </>
    );
  }

  return (
    <div className="container desk-page seller-desk">
      <PageHeader
        title="Selgerside"
        lead={store && <span data-testid="seller-store">{store}</span>}
        actions={<NewOrderActions />}
      />
      {canSeeStore && (
        <fieldset className="seller-scope">
          <legend>Vis</legend>
          <label>
            <Radio name="seller-scope" checked={scope === "own"} onChange={() => setScope("own")} /> Mine
          </label>
          <label>
            <Radio
              name="seller-scope"
              checked={scope === "department"}
              onChange={() => setScope("department")}
            />{" "}
            Hele butikken
          </label>
        </fieldset>
      )}
      {/* Above the orders, which arrive after the page: below them the links would jump down. */}
      <p className="seller-links">
        <Link to={paths.sellerVideoInspection}>Bestill videobefaring for en kunde</Link>
        {" · "}
        <Link to={paths.sellerSettings}>Innstillinger</Link>
      </p>
      <div aria-busy={dashboard.isFetching || undefined}>{body}</div>
    </div>
  );
}
