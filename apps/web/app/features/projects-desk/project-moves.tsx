import type { ProjectDetail } from "@mt/contract/project";
import { projectMoveLabels } from "@mt/domain/project/project-status";
import { lazy, Suspense, useState } from "react";
import { Button } from "../../components/ui/button";
import { moveChange } from "./project-move-change";
import type { ProjectChanges as Changes } from "./use-project-change";

// The dialogs load when first opened, so the page's first load evaluates fewer modules (issue 37).
const CancelDialog = lazy(() =>
  import("./project-cancel-dialog").then((module) => ({ default: module.CancelDialog })),
);
const RescheduleDialog = lazy(() =>
  import("../../components/reschedule-dialog").then((module) => ({ default: module.RescheduleDialog })),
);

/**
 * The steps the caller may take now, as the API says (allowedMoves, mayReschedule): one button per
 * move, cancelling behind a confirmation with a message, and moving the time in a dialog.
 */
export function ProjectMoves({ project, changes }: { project: ProjectDetail; changes: Changes }) {
  const [dialog, setDialog] = useState<"cancel" | "reschedule" | null>(null);
  // A dialog stays mounted once opened, so its form keeps what was typed when it is closed and reopened.
  const [opened, setOpened] = useState<ReadonlySet<"cancel" | "reschedule">>(() => new Set());
  const open = (which: "cancel" | "reschedule") => {
    setOpened((before) => (before.has(which) ? before : new Set(before).add(which)));
    setDialog(which);
  };
  const forward = project.allowedMoves.filter((move) => move !== "cancel");
  const mayCancel = project.allowedMoves.includes("cancel");
  if (forward.length === 0 && !mayCancel && !project.mayReschedule) {
    return <p className="desk-muted">Ingen handlinger er tilgjengelige for deg på prosjektet nå.</p>;
  }
  return (
    <div className="desk-moves">
      {forward.map((move) => (
        <Button
          key={move}
          size="medium"
          busy={changes.busy === `move:${move}`}
          onClick={() => changes.run(moveChange(project, move))}
        >
          {projectMoveLabels[move]}
        </Button>
      ))}
      {project.mayReschedule && (
        <Button variant="secondary" size="medium" onClick={() => open("reschedule")}>
          Flytt tidspunkt
        </Button>
      )}
      {mayCancel && (
        <Button
          variant="secondary"
          size="medium"
          className="desk-moves__danger"
          onClick={() => open("cancel")}
        >
          {projectMoveLabels.cancel}
        </Button>
      )}
      {opened.has("cancel") && (
        <Suspense fallback={null}>
          <CancelDialog
            open={dialog === "cancel"}
            onClose={() => setDialog(null)}
            project={project}
            changes={changes}
          />
        </Suspense>
      )}
      {opened.has("reschedule") && (
        <Suspense fallback={null}>
          <RescheduleDialog
            viewer="staff"
            open={dialog === "reschedule"}
            onClose={() => setDialog(null)}
            project={project}
            busy={changes.busy === "reschedule"}
            onMove={(call, after) =>
              changes.run(
                { key: "reschedule", call, done: "Tidspunktet er flyttet, og kunden har fått beskjed." },
                { onSuccess: after.onSuccess, onError: () => after.onError() },
              )
            }
          />
        </Suspense>
      )}
    </div>
  );
}
