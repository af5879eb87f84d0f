import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { StatusChip, type StatusTone } from "./status-chip";

afterEach(cleanup);

describe("StatusChip", () => {
  it.each<StatusTone>(["neutral", "info", "success", "warning", "error"])("takes the %s tone", (tone) => {
    render(<StatusChip tone={tone}>Utført</StatusChip>);
    expect(screen.getByText("Utført").className).toBe(`ui-status-chip ui-status-chip--${tone}`);
  });

  it("is info when no tone is given", () => {
    render(<StatusChip>Ny</StatusChip>);
    expect(screen.getByText("Ny").classList.contains("ui-status-chip--info")).toBe(true);
  });
});
