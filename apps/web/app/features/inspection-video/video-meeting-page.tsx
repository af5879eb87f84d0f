import { addInspectionPhoto, type InspectionFindings, type MeetingInfo } from "@mt/contract/inspection";
import { uploadCustomerImage } from "@mt/contract/media";
import { imageUrl } from "@mt/domain/format/image-url";
import { routes } from "@mt/domain/routes/routes";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { useToast } from "../../components/ui/toasts";
import { browserFetch, callApi, callUpload, errorMessage } from "../../lib/api";
import { FINAL_PHASES, phaseText } from "./meeting-texts";
import { useVideoMeeting } from "./use-video-meeting";
import "./video-meeting.css";

function Video({
  stream,
  label,
  mirrored,
  testId,
}: {
  stream: MediaStream | null;
  label: string;
  mirrored?: boolean;
  testId: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.srcObject = stream;
    if (stream) video.play().catch(() => {});
  }, [stream]);
  return (
    <video
      ref={ref}
      className={`meeting-video${mirrored ? " meeting-video--mirrored" : ""}`}
      aria-label={label}
      data-testid={testId}
      autoPlay
      playsInline
      muted={testId === "local-video"}
    />
  );
}

/** A still of the customer's video: the remote element drawn into a canvas, as JPEG. */
function snapshot(video: HTMLVideoElement): Promise<Blob | null> {
  const canvas = document.createElement("canvas");
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  canvas.getContext("2d")?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.9));
}

/** The still goes up as a customer image (sanitised there), then onto the findings. */
async function uploadSnapshot(uuid: string, blob: Blob) {
  const file = new File([blob], "stillbilde.jpg", { type: "image/jpeg" });
  const { data: image } = await callUpload(browserFetch, uploadCustomerImage, { file });
  return callApi(browserFetch, addInspectionPhoto, {
    params: { uuid },
    body: { mediaId: image.id, source: "SNAPSHOT" },
  });
}

/**
 * /project/{uuid}/inspection/video: the video inspection in the browser, no app. The customer comes
 * from "my page" or the SMS link, staff from the project page. The chat widget is hidden here.
 */
export function VideoMeetingPage({ meeting, token }: { meeting: MeetingInfo; token: string | null }) {
  const call = useVideoMeeting(meeting, token);
  const toast = useToast();
  const remoteWrap = useRef<HTMLDivElement>(null);
  const [snapshots, setSnapshots] = useState<InspectionFindings["photos"]>([]);
  const staff = meeting.role === "STAFF";
  const live = call.phase === "connected" && call.remote !== null;
  const final = FINAL_PHASES.includes(call.phase);

  const take = useMutation({
    mutationFn: async () => {
      const video = remoteWrap.current?.querySelector("video");
      if (!video || video.videoWidth === 0) throw new Error("Ingen video fra kunden ennå.");
      const blob = await snapshot(video);
      if (!blob) throw new Error("Kunne ikke ta bildet.");
      return uploadSnapshot(meeting.projectUuid, blob);
    },
    onSuccess: ({ data }) => {
      setSnapshots(data.photos.filter((photo) => photo.source === "SNAPSHOT"));
      toast.success("Bildet er lagret på prosjektet.");
    },
    onError: (error) =>
      toast.error(error instanceof Error && !("error" in error) ? error.message : errorMessage(error)),
  });

  return (
    <div className="container meeting-page">
      <h1>Videobefaring</h1>
      <p className="meeting-meta">
        Prosjekt {meeting.projectNumber} · {meeting.address}
      </p>
      <p className={`meeting-status meeting-status--${call.phase}`} role="status" aria-live="polite">
        {phaseText(call.phase, meeting.role)}
      </p>
      {(call.phase === "camera-refused" || call.phase === "no-camera") && (
        <Alert type="error">
          Uten kamera kan du ikke vise oss stedet. Du kan også ringe oss, så avtaler vi en befaring på stedet.
        </Alert>
      )}

      <div className="meeting-stage">
        <div className="meeting-remote" ref={remoteWrap}>
          <Video
            stream={call.remote}
            label={staff ? "Video fra kunden" : "Video fra befareren"}
            testId="remote-video"
          />
          {!live && !final && (
            <p className="meeting-remote__placeholder">
              {staff ? "Venter på kunden" : "Venter på befareren"}
            </p>
          )}
        </div>
        <div className="meeting-local">
          <Video
            stream={call.local}
            label="Din video"
            mirrored={call.facing === "user"}
            testId="local-video"
          />
        </div>
      </div>

      {call.phase === "ended" ? (
        <div className="meeting-controls">
          <Button onClick={() => window.location.reload()}>Bli med igjen</Button>
          {staff && <Link to={routes.project(meeting.projectNumber)}>Tilbake til prosjektet</Link>}
        </div>
      ) : (
        <div className="meeting-controls">
          <Button variant="secondary" onClick={() => void call.switchCamera()} disabled={!call.local}>
            Bytt kamera
          </Button>
          <Button
            variant="secondary"
            aria-pressed={call.muted}
            onClick={call.toggleMute}
            disabled={!call.local}
          >
            {call.muted ? "Slå på mikrofonen" : "Slå av mikrofonen"}
          </Button>
          {staff && (
            <Button onClick={() => take.mutate()} busy={take.isPending} disabled={!live}>
              Ta bilde
            </Button>
          )}
          <Button variant="tertiary" className="meeting-hangup" onClick={call.hangUp}>
            Legg på
          </Button>
        </div>
      )}

      {staff && snapshots.length > 0 && (
        <section aria-labelledby="snapshots-heading">
          <h2 id="snapshots-heading">Bilder fra samtalen</h2>
          <ul className="meeting-snapshots">
            {snapshots.map((photo, i) => (
              <li key={photo.id}>
                <img
                  src={imageUrl(photo.url, { width: 320 })}
                  alt={`Stillbilde ${i + 1} fra videoen`}
                  width={160}
                />
              </li>
            ))}
          </ul>
          <p>
            Bildene ligger på <Link to={routes.project(meeting.projectNumber)}>prosjektsiden</Link>, der du
            også skriver funn og markerer befaringen som utført.
          </p>
        </section>
      )}
    </div>
  );
}

/** The page when the link or the project does not open a meeting. */
/**
 * The meeting cannot be opened: the link no longer works (run out, wrong, or its inspection is
 * over: one answer for all), or the inspection is done or cancelled.
 */
export function MeetingProblem({ message, ended = false }: { message: string; ended?: boolean }) {
  return (
    <div className="container meeting-page">
      <h1>Videobefaring</h1>
      <Alert type="error">{message}</Alert>
      {ended ? (
        <p>
          Du finner befaringen og det som skjer videre på prosjektet på{" "}
          <Link to={routes.dashboard}>Min side</Link>.
        </p>
      ) : (
        <p>
          Venter du fortsatt på befaringen? <Link to={routes.dashboard}>Logg inn på Min side</Link> og bli med
          derfra, eller be oss om en ny lenke.
        </p>
      )}
    </div>
  );
}
