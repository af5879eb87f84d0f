import type { ProjectDetail } from "@mt/contract/project";
import { formatDateTimeLong } from "@mt/domain/format/date";
import { MOVE_RULES, RESCHEDULABLE } from "@mt/domain/project/project-status";
import { useMutation } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { CustomerServicePhone } from "../../components/customer-service-phone";
import { RescheduleDialog } from "../../components/reschedule-dialog";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { useToast } from "../../components/ui/toasts";
import { errorCode, errorMessage } from "../../lib/api";
import { CancelDialog } from "./cancel-dialog";
import type { ChangeHandlers } from "./change-handlers";

/** Failures after which the page shows the project as it stands now instead of the dialog. */
const PAGE_FAILURES = new Set([
  "PROJECT_VERSION_CONFLICT",
  "PROJECT_CHANGE_TOO_LATE",
  "PROJECT_NOT_RESCHEDULABLE",
  "PROJECT_MOVE_NOT_ALLOWED",
]);

type Dialog = "cancel" | "reschedule";

/**
 * The customer's own changes: move the time or cancel until the cut-off before the start (after it,
 * whom to call). The API decides; this shows what it allows. The offer is answered in its own
 * section (offer-section.tsx).
 */
export function ProjectActions({
  project,
  now,
  onChanged,
}: {
  project: ProjectDetail;
  now: number;
  onChanged: (project: ProjectDetail) => void;
}) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const move = useMutation({ mutationFn: (call: () => Promise<{ data: ProjectDetail }>) => call() });

  const mayCancel = project.allowedMoves.includes("cancel");
  const mayMove = project.mayReschedule;
  // Only customers get a deadline. Past it the API offers them no change, so whether one would have
  // been possible is read from the state.
  const deadline = project.customerChangeDeadline;
  const changeable =
    MOVE_RULES.cancel.from.includes(project.status) || RESCHEDULABLE.includes(project.status);
  const tooLate = deadline !== null && Date.parse(deadline) <= now && changeable;
  const mayChange = (mayCancel || mayMove) && !tooLate;

  const handlers: ChangeHandlers = {
    onClose: () => setDialog(null),
    onDone: (fresh, text) => {
      setDialog(null);
      setNotice(null);
      onChanged(fresh);
      toast.success(text);
    },
    onFailed: (error) => {
      toast.error(errorMessage(error));
      if (!PAGE_FAILURES.has(errorCode(error) ?? "")) return errorMessage(error);
      setDialog(null);
      setNotice(errorMessage(error));
      void revalidator.revalidate();
      requestAnimationFrame(() => noticeRef.current?.focus());
      return null;
    },
  };

  if (!mayCancel && !mayMove && !tooLate && !notice) return null;
  return (
    <section aria-labelledby="project-changes" className="project-actions">
      <h2 id="project-changes">Endre avtalen</h2>
      {notice && (
        <Alert type="warning" ref={noticeRef} tabIndex={-1}>
          {notice}
        </Alert>
      )}
      {tooLate ? (
        <p>
          Det er for kort tid igjen til å endre selv. Ring oss på <CustomerServicePhone />.
        </p>
      ) : (
        mayChange &&
        deadline && <p>Du kan flytte eller avbestille selv fram til {formatDateTimeLong(deadline)}.</p>
      )}
      <div className="project-actions__buttons">
        {mayChange && mayMove && (
          <Button variant="secondary" onClick={() => setDialog("reschedule")}>
            Flytt tidspunkt
          </Button>
        )}
        {mayChange && mayCancel && (
          <Button variant="secondary" onClick={() => setDialog("cancel")}>
            Avbestill
          </Button>
        )}
      </div>
      {dialog === "cancel" && <CancelDialog project={project} {...handlers} />}
      {dialog === "reschedule" && (
        <RescheduleDialog
          viewer="customer"
          open
          project={project}
          onClose={handlers.onClose}
          busy={move.isPending}
          onMove={(call, after) =>
            move.mutate(call, {
              onSuccess: ({ data }) => handlers.onDone(data, "Tidspunktet er flyttet."),
              onError: (error) => after.onError(handlers.onFailed(error)),
            })
          }
        />
      )}
    </section>
  );
}
