import type { Hotspot } from "@mt/domain/entities/media-image";
import type { KeyboardEvent, MouseEvent } from "react";

const STEP = 0.05;
const clamp = (value: number) => Math.min(1, Math.max(0, Math.round(value * 100) / 100));
const percent = (value: number) => `${Math.round(value * 100)} %`;

export function hotspotAt(current: Hotspot | null | undefined, x: number, y: number): Hotspot {
  return { x: clamp(x), y: clamp(y), width: current?.width ?? 0, height: current?.height ?? 0 };
}

/**
 * The focal point of an image, the part kept when it is cut to another shape: click the image, or
 * use the arrow keys (Shift for small steps). A slider for screen readers, its value the share from the left.
 */
export function FocalPointPicker({
  src,
  alt,
  value,
  onChange,
}: {
  src: string;
  alt: string;
  value: Hotspot | null | undefined;
  onChange(hotspot: Hotspot): void;
}) {
  const x = value?.x ?? 0.5;
  const y = value?.y ?? 0.5;

  function onClick(event: MouseEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    onChange(
      hotspotAt(value, (event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height),
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.shiftKey ? 0.01 : STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (event.key === "Home") onChange(hotspotAt(value, 0.5, 0.5));
    else if (move) onChange(hotspotAt(value, x + move[0], y + move[1]));
    else return;
    event.preventDefault();
  }

  return (
    <div className="cms-focal">
      <div
        className="cms-focal__area"
        role="slider"
        tabIndex={0}
        aria-label="Fokuspunkt"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(x * 100)}
        aria-valuetext={`${percent(x)} fra venstre, ${percent(y)} fra toppen`}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        <img src={src} alt={alt} draggable={false} />
        <span
          className="cms-focal__marker"
          style={{ left: `${x * 100}%`, top: `${y * 100}%` }}
          aria-hidden="true"
        />
      </div>
      <p className="cms-focal__hint">
        Klikk på bildet eller bruk piltastene (Shift for små steg, Home for midten). Fokuspunkt: {percent(x)}{" "}
        fra venstre, {percent(y)} fra toppen.
      </p>
    </div>
  );
}
