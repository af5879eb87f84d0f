import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { Radio } from "./radio";

afterEach(cleanup);

describe("Radio", () => {
  it("is a native radio in its group: choosing one unchooses the other", async () => {
    const user = userEvent.setup();
    render(
      <fieldset>
        <legend>Hvordan vil du ha befaringen?</legend>
        <label>
          <Radio name="mode" value="ON_SITE" /> Hjemme hos deg
        </label>
        <label>
          <Radio name="mode" value="VIDEO" /> På video
        </label>
      </fieldset>,
    );
    const home = screen.getByRole("radio", { name: "Hjemme hos deg" }) as HTMLInputElement;
    const video = screen.getByRole("radio", { name: "På video" }) as HTMLInputElement;
    expect(home.className).toBe("radio");
    await user.click(home);
    expect(home.checked).toBe(true);
    await user.click(video);
    expect(video.checked).toBe(true);
    expect(home.checked).toBe(false);
  });

  it("keeps its own class beside the caller's, and a disabled radio cannot be chosen", async () => {
    const user = userEvent.setup();
    render(<Radio aria-label="Opptatt" className="extra" disabled />);
    const radio = screen.getByRole("radio", { name: "Opptatt" }) as HTMLInputElement;
    expect(radio.className).toBe("radio extra");
    await user.click(radio);
    expect(radio.checked).toBe(false);
  });
});
