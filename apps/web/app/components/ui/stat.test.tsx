import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Stat, StatGroup } from "./stat";

afterEach(cleanup);

describe("Stat", () => {
  it("names its value by its label, and says the change in words", () => {
    render(
      <StatGroup>
        <Stat label="Omsetning" value="kr 219 500" change={{ trend: "up", text: "12 % mer enn i fjor" }} />
      </StatGroup>,
    );
    expect(screen.getByRole("term").textContent).toBe("Omsetning");
    const [value, change] = screen.getAllByRole("definition");
    expect(value?.textContent).toBe("kr 219 500");
    expect(change?.textContent).toBe("↑ 12 % mer enn i fjor");
    expect(change?.querySelector("[aria-hidden]")?.textContent).toBe("↑ ");
  });

  it("shows no change when none is given", () => {
    render(
      <StatGroup>
        <Stat label="Prosjekter" value="42" />
      </StatGroup>,
    );
    expect(screen.getAllByRole("definition")).toHaveLength(1);
  });
});
