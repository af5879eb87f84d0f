import { useEffect, useState } from "react";

export interface PriceBarProps {
  /** The price as the price box shows it ("kr 12 990", "fra kr 12 990" or "–"). */
  totalText: string;
  /** The id of the price box the bar's link jumps to. */
  summaryId: string;
}

/**
 * On a phone the price box sits below the last question: this bar keeps the price in sight while
 * answering and jumps to the box. Shown by CSS on narrow screens only; it steps aside while the box
 * itself is on screen.
 */
export function PriceBar({ totalText, summaryId }: PriceBarProps) {
  const summaryInView = useInView(summaryId);
  return (
    <div className="price-bar" data-hidden={summaryInView || undefined} data-testid="price-bar">
      <p className="price-bar__price">
        <span className="price-bar__label">Din pris</span>{" "}
        <strong data-testid="price-bar-total">{totalText}</strong>
      </p>
      <a className="price-bar__link" href={`#${summaryId}`}>
        Til bestilling
      </a>
    </div>
  );
}

function useInView(id: string): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = document.getElementById(id);
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setInView(Boolean(entry?.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [id]);
  return inView;
}
