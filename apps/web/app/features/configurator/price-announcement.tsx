import { useEffect, useState } from "react";

/** How long the price must stand still before it is read out: a row of quick clicks is read once. */
export const PRICE_ANNOUNCE_DELAY_MS = 1000;

/**
 * The one live region for the price, on every screen width (the visible prices are not live
 * regions, so nothing is read twice). It speaks when the price has settled.
 */
export function PriceAnnouncement({ text }: { text: string }) {
  const [spoken, setSpoken] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSpoken(text), PRICE_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <p className="visually-hidden" aria-live="polite" data-testid="price-announcement">
      {spoken}
    </p>
  );
}
