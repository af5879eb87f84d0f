import type { Hotspot } from "@mt/domain/entities/media-image";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FocalPointPicker } from "./focal-point-picker";

afterEach(cleanup);

function Harness({ onChange }: { onChange(hotspot: Hotspot): void }) {
  const [value, setValue] = useState<Hotspot | null>(null);
  return (
    <FocalPointPicker
      src="/media/a.jpg"
      alt=""
      value={value}
      onChange={(hotspot) => {
        setValue(hotspot);
        onChange(hotspot);
      }}
    />
  );
}

describe("FocalPointPicker", () => {
  it("moves the focal point with the arrow keys, in small steps with Shift, and back to the middle with Home", () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const slider = screen.getByRole("slider", { name: "Fokuspunkt" });
    expect(slider.getAttribute("aria-valuetext")).toBe("50 % fra venstre, 50 % fra toppen");
    fireEvent.keyDown(slider, { key: "ArrowRight" });
    fireEvent.keyDown(slider, { key: "ArrowRight" });
    fireEvent.keyDown(slider, { key: "ArrowUp", shiftKey: true });
    expect(onChange).toHaveBeenLastCalledWith({ x: 0.6, y: 0.49, width: 0, height: 0 });
    expect(slider.getAttribute("aria-valuetext")).toBe("60 % fra venstre, 49 % fra toppen");
    for (let i = 0; i < 30; i++) fireEvent.keyDown(slider, { key: "ArrowLeft" });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ x: 0 }));
    fireEvent.keyDown(slider, { key: "Home" });
    expect(onChange).toHaveBeenLastCalledWith({ x: 0.5, y: 0.5, width: 0, height: 0 });
  });

  it("sets the focal point where the image is clicked", () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const slider = screen.getByRole("slider", { name: "Fokuspunkt" });
    slider.getBoundingClientRect = () => ({ left: 100, top: 50, width: 200, height: 100 }) as DOMRect;
    fireEvent.click(slider, { clientX: 150, clientY: 125 });
    expect(onChange).toHaveBeenLastCalledWith({ x: 0.25, y: 0.75, width: 0, height: 0 });
  });
});
