import type { ContractorFeedback } from "@mt/contract/contractor";
import { formatDateTime } from "@mt/domain/format/date";

/** Feedback a company has sent, newest first: when and from whom, then the text. */
export function FeedbackList({
  feedback,
  empty,
  label,
}: {
  feedback: readonly ContractorFeedback[];
  /** What an empty list says. */
  empty: string;
  /** The list's accessible name, where the heading above it does not give one. */
  label?: string;
}) {
  if (feedback.length === 0) return <p className="desk-muted">{empty}</p>;
  return (
    <ul className="partners-feedback" aria-label={label}>
      {feedback.map((f) => (
        <li key={f.uuid}>
          <p className="desk-muted">
            {formatDateTime(f.createdAt)}
            {f.from && ` – ${f.from}`}
          </p>
          <p>{f.feedback}</p>
        </li>
      ))}
    </ul>
  );
}
