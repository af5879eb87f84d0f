import type {
  IceServer,
  InspectionFindings,
  InspectionSummary,
  Measurement,
  MeetingInfo,
} from "@mt/contract/inspection";
import { INSPECTION_PAGE_SIZE } from "@mt/contract/inspection";
import { plainSpaces } from "@mt/domain/format/spaces";
import { findingsSummary, inspectionRoles } from "@mt/domain/project/inspection";
import { type Db, transaction } from "../../db/database.ts";
import type { Caller } from "../../lib/access.ts";
import { actorName, tellCustomer } from "../../lib/case-timeline.ts";
import { apiError, fieldError, notFound } from "../../lib/http-error.ts";
import { osloRange } from "../../lib/oslo-days.ts";
import type { MediaService } from "../media/media.module.ts";
import type { NotificationsService } from "../notifications/notifications.module.ts";
import type { ProjectsService } from "../project/project.module.ts";
import type { MeetingTokens } from "./inspection.meeting-token.ts";
import { inspectionRepository } from "./inspection.repository.ts";

export interface InspectionDeps {
  db: Db;
  projects: ProjectsService;
  media: MediaService;
  notifications: NotificationsService;
  tokens: MeetingTokens;
  iceServers: IceServer[];
  publicUrl: string;
  /** The inspection was marked done here: its meeting's sockets close at once. */
  onMeetingEnded?: (projectUuid: string) => void;
}

/** Who is in a meeting: the project's customer, or one staff member. */
export interface Participant {
  side: "CUSTOMER" | "STAFF";
  userId: number;
  name: string;
}

type Reached = Awaited<ReturnType<ProjectsService["reached"]>>;

const notAnInspection = () => notFound("Fant ikke befaringen.");
const modeOf = (row: Reached["row"]) => row.project.inspection?.mode ?? "ON_SITE";

export function inspectionService(deps: InspectionDeps) {
  const repo = inspectionRepository(deps.db);

  /** The inspection as staff who run inspections reach it; 404 for anyone else. */
  async function staffInspection(caller: Caller, uuid: string) {
    const reached = await deps.projects.reached(caller, uuid);
    const roles = inspectionRoles(reached.staffRoles);
    if (roles.length === 0 || reached.row.project.kind !== "INSPECTION") throw notAnInspection();
    return { ...reached, inspectionRoles: roles };
  }

  async function findingsOf(row: Reached["row"]): Promise<InspectionFindings> {
    const p = row.project;
    const [findings, photos] = await Promise.all([repo.findings(p.id), repo.photos(p.id)]);
    return {
      projectUuid: p.uuid,
      mode: modeOf(row),
      status: p.status,
      text: findings?.text ?? "",
      measurements: findings?.measurements ?? [],
      photos: photos.map((photo) => ({
        id: photo.id,
        url: deps.media.privateUrl(photo.storageKey),
        source: photo.source,
        createdAt: photo.createdAt.toISOString(),
      })),
      updatedAt: findings?.updatedAt.toISOString() ?? null,
      updatedBy: findings?.updatedByName ?? null,
      inspectedAt: findings?.inspectedAt?.toISOString() ?? null,
      open: p.status === "inspection_booked",
    };
  }

  async function fresh(caller: Caller, uuid: string) {
    return findingsOf((await deps.projects.reached(caller, uuid)).row);
  }

  function ensureOpen(row: Reached["row"]) {
    if (row.project.status !== "inspection_booked") throw apiError("INSPECTION_CLOSED");
  }

  /** The name findings and the meeting show for a staff member, as the case timeline names them. */
  const nameOf = (caller: Caller) => actorName(deps.db, caller);

  /** A video meeting takes place only while its inspection is booked (not done, not cancelled). */
  const meetingOpen = (project: { status: string }) => project.status === "inspection_booked";

  /** The meeting's participant for a session or a meeting link; null when neither opens it. */
  async function participant(
    caller: Caller | null,
    uuid: string,
    token: string | undefined,
  ): Promise<{ participant: Participant; project: NonNullable<Awaited<ReturnType<typeof repo.project>>> }> {
    if (token) {
      const customerUuid = await deps.tokens.verify(token, uuid);
      const project = customerUuid ? await repo.project(uuid) : null;
      // Once the inspection is done or cancelled the link opens nothing, as if it never had (decision 062).
      if (!project || project.customerUuid !== customerUuid || !meetingOpen(project)) {
        throw apiError("MEETING_LINK_INVALID");
      }
      return {
        project,
        participant: { side: "CUSTOMER", userId: project.customerUserId, name: project.customerName },
      };
    }
    if (!caller) throw apiError("UNAUTHORIZED");
    const reached = await deps.projects.reached(caller, uuid);
    const project = await repo.project(uuid);
    if (project?.kind !== "INSPECTION") throw notAnInspection();
    const reaches = inspectionRoles(reached.staffRoles).length > 0 || caller.id === project.customerUserId;
    if (reaches && project.inspection?.mode === "VIDEO" && !meetingOpen(project))
      throw apiError("MEETING_ENDED");
    if (inspectionRoles(reached.staffRoles).length > 0) {
      return { project, participant: { side: "STAFF", userId: caller.id, name: await nameOf(caller) } };
    }
    if (caller.id === project.customerUserId) {
      return {
        project,
        participant: { side: "CUSTOMER", userId: project.customerUserId, name: project.customerName },
      };
    }
    throw notAnInspection();
  }

  return {
    /** An inspection's project as the caller reaches it; whether they may run it is the call's own rule. */
    reached: (caller: Caller, uuid: string) => deps.projects.reached(caller, uuid),

    async list(query: {
      mode?: "ON_SITE" | "VIDEO" | undefined;
      from?: string | undefined;
      to?: string | undefined;
      state: "open" | "done" | "all";
      page: number;
    }): Promise<{
      data: InspectionSummary[];
      meta: { page: number; perPage: number; total: number; lastPage: number };
    }> {
      const perPage = INSPECTION_PAGE_SIZE;
      const { rows, total } = await repo.list(
        {
          mode: query.mode,
          ...osloRange(query.from, query.to),
          statuses:
            query.state === "open"
              ? { in: ["inspection_booked"] }
              : query.state === "done"
                ? { notIn: ["inspection_booked", "cancelled"] }
                : undefined,
        },
        perPage,
        (query.page - 1) * perPage,
      );
      const data = rows.map(({ project: p, windowStartsAt, windowEndsAt, hasFindings }) => ({
        uuid: p.uuid,
        number: p.number,
        status: p.status,
        mode: p.inspection?.mode ?? "ON_SITE",
        topic: p.inspection?.topic ?? [],
        windowStartsAt: windowStartsAt?.toISOString() ?? null,
        windowEndsAt: windowEndsAt?.toISOString() ?? null,
        address: p.address,
        postCode: p.postCode,
        place: p.place,
        customer: {
          name: `${p.contactInformation.firstName} ${p.contactInformation.lastName}`.trim(),
          phoneNumber: p.contactInformation.phoneNumber,
        },
        titles: p.lineItems.map((line) => line.title),
        customerImages: p.lineItems.reduce((sum, line) => sum + (line.images?.length ?? 0), 0),
        hasFindings: Boolean(hasFindings),
      }));
      return {
        data,
        meta: { page: query.page, perPage, total, lastPage: Math.max(1, Math.ceil(total / perPage)) },
      };
    },

    async findings(caller: Caller, uuid: string): Promise<InspectionFindings> {
      const { row } = await staffInspection(caller, uuid);
      return findingsOf(row);
    },

    async save(caller: Caller, uuid: string, body: { text: string; measurements: Measurement[] }) {
      const { row } = await staffInspection(caller, uuid);
      ensureOpen(row);
      await repo.saveFindings({
        projectId: row.project.id,
        text: body.text,
        measurements: body.measurements,
        updatedByUserId: caller.id,
        updatedByName: await nameOf(caller),
      });
      return fresh(caller, uuid);
    },

    async addPhoto(caller: Caller, uuid: string, mediaId: number, source: "PHOTO" | "SNAPSHOT") {
      const { row } = await staffInspection(caller, uuid);
      ensureOpen(row);
      const image = await deps.media.customerImage(mediaId);
      if (!image) throw fieldError("VALIDATION_ERROR", "mediaId", "Last opp bildet først.");
      await repo.addPhoto({
        projectId: row.project.id,
        mediaId: image.id,
        source,
        createdByUserId: caller.id,
      });
      return fresh(caller, uuid);
    },

    /** Saves the findings and moves the project to "inspected", the findings on the timeline, in one go. */
    async markInspected(caller: Caller, uuid: string, body: { text: string; measurements: Measurement[] }) {
      const { row, inspectionRoles: roles } = await staffInspection(caller, uuid);
      ensureOpen(row);
      if (!body.text.trim() && body.measurements.length === 0) {
        throw fieldError("INSPECTION_FINDINGS_REQUIRED", "text");
      }
      const photos = await repo.photos(row.project.id);
      const name = await nameOf(caller);
      await transaction(deps.db, async (tx) => {
        await inspectionRepository(tx).saveFindings({
          projectId: row.project.id,
          text: body.text,
          measurements: body.measurements,
          updatedByUserId: caller.id,
          updatedByName: name,
          inspectedAt: new Date(),
        });
        await deps.projects.moveWithin(tx, {
          projectId: row.project.id,
          move: "inspect",
          caller,
          roles,
          message: findingsSummary({ ...body, photos: photos.length }),
        });
      });
      deps.onMeetingEnded?.(row.project.uuid);
      return fresh(caller, uuid);
    },

    participant,

    /** Whether the meeting still takes place (the socket asks at every heartbeat). */
    async meetingOpen(uuid: string): Promise<boolean> {
      const project = await repo.project(uuid);
      return project !== null && meetingOpen(project);
    },

    async meeting(caller: Caller | null, uuid: string, token: string | undefined): Promise<MeetingInfo> {
      const { participant: who, project } = await participant(caller, uuid, token);
      if (project.inspection?.mode !== "VIDEO") throw apiError("INSPECTION_NOT_VIDEO");
      return {
        projectUuid: project.uuid,
        projectNumber: project.number,
        role: who.side,
        selfName: who.name,
        peerLabel: who.side === "STAFF" ? project.customerName : "Befaringen",
        address: `${project.address}, ${project.postCode}${project.place ? ` ${project.place}` : ""}`,
        status: project.status,
        iceServers: deps.iceServers,
        socketPath: `/api/inspection/${project.uuid}/video/socket`,
      };
    },

    /** Texts the customer a signed link that opens this meeting only. */
    async sendLink(caller: Caller, uuid: string): Promise<{ sentTo: string; expiresAt: string }> {
      const { row } = await staffInspection(caller, uuid);
      if (modeOf(row) !== "VIDEO") throw apiError("INSPECTION_NOT_VIDEO");
      ensureOpen(row);
      const p = row.project;
      const { token, expiresAt } = await deps.tokens.sign(p.uuid, row.customer.uuid);
      const link = new URL(`/project/${p.uuid}/inspection/video`, deps.publicUrl);
      link.searchParams.set("t", token);
      const phone = p.contactInformation.phoneNumber;
      await transaction(deps.db, async (tx) => {
        await tellCustomer(tx, deps.notifications, { purpose: "video-link", caller }, [
          {
            channel: "sms",
            recipient: phone,
            body: plainSpaces(
              `Videobefaringen for prosjekt ${p.number} er klar. Bli med fra mobilen (ingen app trengs): ${link.toString()}`,
            ),
            meta: { kind: "inspection-video-link", projectUuid: p.uuid, projectNumber: p.number },
          },
        ]);
      });
      deps.notifications.sendSoon();
      return { sentTo: phone, expiresAt: expiresAt.toISOString() };
    },
  };
}

export type InspectionService = ReturnType<typeof inspectionService>;
