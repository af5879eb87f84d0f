import type { StatusStep } from "./status-steps";

const stateText: Record<StatusStep["state"], string> = {
  done: "ferdig",
  current: "nå",
  todo: "kommer",
};

function Tick() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="14" height="14">
      <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The project's status as a timeline of Norwegian steps: done ones ticked, the present one marked. */
export function StatusRoad({ steps, label = "Status" }: { steps: StatusStep[]; label?: string }) {
  return (
    <ol className="status-road" aria-label={label}>
      {steps.map((step) => (
        <li
          key={step.status}
          className={`status-road__step status-road__step--${step.state} status-road__step--${step.status}`}
          aria-current={step.state === "current" ? "step" : undefined}
        >
          <span className="status-road__dot">{step.state === "done" && <Tick />}</span>
          <span className="status-road__label">
            {step.label}
            <span className="visually-hidden"> ({stateText[step.state]})</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
