import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { customerProjectDetail } from "../testing/customer-fixtures";
import { ProjectTotal, showsLinePrices } from "./project-total";

afterEach(cleanup);

const totals = { totalOre: 1_234_500, vatOre: 246_900, durationMinutes: 150 };

describe("ProjectTotal", () => {
  it("shows a job's total with its VAT, and the lines keep their prices", () => {
    const project = customerProjectDetail({ kind: "JOB", status: "scheduled", totals });
    render(<ProjectTotal project={project} className="total" />);
    expect(screen.getByTestId("project-total").textContent).toBe(
      "Totalt kr\u00a012\u00a0345 (herav mva. kr\u00a02\u00a0469)",
    );
    expect(showsLinePrices(project)).toBe(true);
  });

  it("shows the accepted offer's total and working time, without the inspection's line prices", () => {
    const project = customerProjectDetail({ kind: "INSPECTION", status: "offer_accepted", totals });
    render(<ProjectTotal project={project} className="total" />);
    expect(screen.getByTestId("project-total").textContent).toBe(
      "Totalt etter godtatt tilbud kr\u00a012\u00a0345 (herav mva. kr\u00a02\u00a0469). Beregnet arbeidstid 2 t 30 min.",
    );
    expect(showsLinePrices(project)).toBe(false);
    expect(showsLinePrices({ ...project, status: "offer_sent" })).toBe(true);
  });
});
