import type { KeyFigures } from "@mt/contract/key-figures";
import { formatBigNumber } from "@mt/domain/format/big-number";
import { formatPrice } from "@mt/domain/format/price";
import { bucketLabel } from "@mt/domain/key-figures/period";
import { useEffect, useRef, useState } from "react";
import { Alert } from "../../components/ui/alert";
import { Spinner } from "../../components/ui/spinner";

const REVENUE_COLOUR = "#0b5394";
const ORDERS_COLOUR = "#b45309";

/**
 * Orders and revenue over time, drawn by uPlot (decision 041), which this page alone loads, when it
 * is shown. The chart is a picture for sighted users: the table beside it holds the same figures.
 */
export function TimeChart({ figures, describedBy }: { figures: KeyFigures; describedBy: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");

  useEffect(() => {
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    Promise.all([import("uplot"), import("uplot/dist/uPlot.min.css")])
      .then(([{ default: UPlot }]) => {
        const element = box.current;
        if (cancelled || !element) return;
        const labels = figures.series.map((row) => bucketLabel(row.key, figures.interval));
        const xs = figures.series.map((_, index) => index);
        const width = () => Math.max(280, element.clientWidth);
        chart = new UPlot(
          {
            width: width(),
            height: 280,
            scales: { x: { time: false }, kroner: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
            // Our own legend below carries the totals; uPlot's shows values only under the cursor.
            legend: { show: false },
            axes: [
              {
                values: (_u, ticks) => ticks.map((tick) => labels[tick] ?? ""),
                stroke: "#3d3d3d",
              },
              {
                scale: "kroner",
                values: (_u, ticks) => ticks.map((v) => formatPrice(v * 100)),
                size: 96,
                stroke: "#3d3d3d",
              },
              {
                scale: "orders",
                side: 1,
                values: (_u, ticks) => ticks.map((v) => formatBigNumber(v)),
                grid: { show: false },
                stroke: "#3d3d3d",
              },
            ],
            series: [
              { label: "Periode", value: (_u, v) => (v === null ? "" : (labels[v] ?? "")) },
              {
                label: "Omsetning",
                scale: "kroner",
                stroke: REVENUE_COLOUR,
                fill: "rgba(11, 83, 148, 0.25)",
                paths: UPlot.paths.bars?.({ size: [0.6, 60] }),
                value: (_u, v) => (v === null ? "" : formatPrice(v * 100)),
              },
              {
                label: "Ordre",
                scale: "orders",
                stroke: ORDERS_COLOUR,
                width: 2,
                points: { show: true, size: 6 },
                value: (_u, v) => (v === null ? "" : formatBigNumber(v)),
              },
            ],
          },
          [xs, figures.series.map((row) => row.revenueOre / 100), figures.series.map((row) => row.orders)],
          element,
        );
        observer = new ResizeObserver(() => chart?.setSize({ width: width(), height: 280 }));
        observer.observe(element);
        setState("ready");
      })
      .catch(() => {
        if (!cancelled) setState("failed");
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [figures]);

  const revenueOre = figures.series.reduce((sum, row) => sum + row.revenueOre, 0);
  const orders = figures.series.reduce((sum, row) => sum + row.orders, 0);
  return (
    <figure className="key-figures__chart" aria-describedby={describedBy}>
      <figcaption className="key-figures__caption">Omsetning og ordre over tid</figcaption>
      {state === "loading" && (
        <p className="key-figures__chart-status" aria-live="polite">
          <Spinner size="small" /> Laster diagrammet …
        </p>
      )}
      {state === "failed" && (
        <Alert type="warning">Diagrammet kunne ikke lastes. Tallene står i tabellen under.</Alert>
      )}
      <div
        ref={box}
        className="key-figures__canvas"
        role="img"
        aria-label="Diagram over omsetning og ordre per periode. Samme tall står i tabellen under."
        data-ready={state === "ready" || undefined}
      />
      <ul className="key-figures__legend" aria-label="Forklaring">
        <li>
          <span className="key-figures__key key-figures__key--bar" style={{ borderColor: REVENUE_COLOUR }} />
          <span>
            Omsetning (søyler, venstre akse): <strong>{formatPrice(revenueOre)}</strong> i alt
          </span>
        </li>
        <li>
          <span className="key-figures__key key-figures__key--line" style={{ borderColor: ORDERS_COLOUR }} />
          <span>
            Ordre (linje, høyre akse): <strong>{formatBigNumber(orders)}</strong> i alt
          </span>
        </li>
      </ul>
    </figure>
  );
}
