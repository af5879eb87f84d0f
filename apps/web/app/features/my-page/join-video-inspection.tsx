import type { ProjectDetail } from "@mt/contract/project";
import { routes } from "@mt/domain/routes/routes";
import { buttonClassName } from "../../components/ui/button";

/** On a booked video inspection: the way into the meeting, from the customer's own project page. */
export function JoinVideoInspection({ project }: { project: ProjectDetail }) {
  if (project.inspection?.mode !== "VIDEO" || project.status !== "inspection_booked") return null;
  return (
    <section aria-labelledby="video-inspection" className="project-page__video">
      <h2 id="video-inspection">Videobefaring</h2>
      <p>
        Befaringen gjøres på video i nettleseren, uten app. Bli med når det er tid, og vis oss stedet med
        kameraet på mobilen.
      </p>
      <a className={buttonClassName()} href={routes.inspectionVideo(project.uuid)}>
        Bli med i videobefaringen
      </a>
    </section>
  );
}
