import { MEETING_CLOSE, type MeetingInfo, type SignalMessage } from "@mt/contract/inspection";
import { useCallback, useEffect, useRef, useState } from "react";
import { FINAL_PHASES, type MeetingPhase, reconnectDelay } from "./meeting-texts";

type Facing = "user" | "environment";
type Signal = { description?: RTCSessionDescriptionInit; candidate?: RTCIceCandidateInit };

function socketUrl(meeting: MeetingInfo, token: string | null): string {
  const scheme = window.location.protocol === "https:" ? "wss" : "ws";
  const query = token ? `?t=${encodeURIComponent(token)}` : "";
  return `${scheme}://${window.location.host}${meeting.socketPath}${query}`;
}

/**
 * The video meeting in the browser: camera and microphone, the signalling socket, and one
 * RTCPeerConnection to the other side. Staff always make the offer (when both are in the room), the
 * customer answers; a dropped socket is opened again and the call renegotiated.
 */
export function useVideoMeeting(meeting: MeetingInfo, token: string | null) {
  const [phase, setPhase] = useState<MeetingPhase>("starting");
  const [local, setLocal] = useState<MediaStream | null>(null);
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [muted, setMuted] = useState(false);
  const [facing, setFacing] = useState<Facing>(meeting.role === "CUSTOMER" ? "environment" : "user");

  const phaseRef = useRef<MeetingPhase>("starting");
  const localRef = useRef<MediaStream | null>(null);
  const socketRef = useRef<WebSocket | null>(null);
  const pcRef = useRef<RTCPeerConnection | null>(null);
  const pendingCandidates = useRef<RTCIceCandidateInit[]>([]);
  const attempts = useRef(0);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stopped = useRef(false);
  const offerRef = useRef<(() => Promise<void>) | null>(null);

  const move = useCallback((next: MeetingPhase) => {
    if (FINAL_PHASES.includes(phaseRef.current) && next !== "starting") return;
    phaseRef.current = next;
    setPhase(next);
  }, []);

  const send = useCallback((data: Signal) => {
    const socket = socketRef.current;
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: "signal", data }));
  }, []);

  const closePeer = useCallback(() => {
    pcRef.current?.close();
    pcRef.current = null;
    pendingCandidates.current = [];
    setRemote(null);
  }, []);

  const newPeer = useCallback((): RTCPeerConnection => {
    closePeer();
    const pc = new RTCPeerConnection({ iceServers: meeting.iceServers });
    pcRef.current = pc;
    for (const track of localRef.current?.getTracks() ?? [])
      pc.addTrack(track, localRef.current as MediaStream);
    pc.onicecandidate = (event) => {
      if (event.candidate) send({ candidate: event.candidate.toJSON() });
    };
    pc.ontrack = (event) => {
      const [stream] = event.streams;
      setRemote(stream ?? new MediaStream([event.track]));
    };
    pc.onconnectionstatechange = () => {
      if (pcRef.current !== pc) return;
      if (pc.connectionState === "connected") {
        attempts.current = 0;
        move("connected");
      }
      if (pc.connectionState === "failed") {
        move("reconnecting");
        // Staff start over with a fresh offer; the customer answers it.
        if (meeting.role === "STAFF") void offerRef.current?.();
      }
    };
    return pc;
  }, [closePeer, meeting.iceServers, meeting.role, move, send]);

  const offer = useCallback(async () => {
    const pc = newPeer();
    const description = await pc.createOffer();
    await pc.setLocalDescription(description);
    send({ description: pc.localDescription?.toJSON() ?? description });
  }, [newPeer, send]);
  offerRef.current = offer;

  const addCandidates = useCallback(async (pc: RTCPeerConnection) => {
    const queued = pendingCandidates.current.splice(0);
    for (const candidate of queued) await pc.addIceCandidate(candidate).catch(() => {});
  }, []);

  const onSignal = useCallback(
    async (data: Signal) => {
      if (data.description?.type === "offer") {
        const pc = newPeer();
        await pc.setRemoteDescription(data.description);
        await addCandidates(pc);
        const answer = await pc.createAnswer();
        await pc.setLocalDescription(answer);
        send({ description: pc.localDescription?.toJSON() ?? answer });
      } else if (data.description?.type === "answer") {
        const pc = pcRef.current;
        if (pc && pc.signalingState === "have-local-offer") {
          await pc.setRemoteDescription(data.description);
          await addCandidates(pc);
        }
      } else if (data.candidate) {
        const pc = pcRef.current;
        if (pc?.remoteDescription) await pc.addIceCandidate(data.candidate).catch(() => {});
        else pendingCandidates.current.push(data.candidate);
      }
    },
    [addCandidates, newPeer, send],
  );

  const connect = useCallback(() => {
    if (stopped.current) return;
    const socket = new WebSocket(socketUrl(meeting, token));
    socketRef.current = socket;
    socket.onmessage = (event) => {
      let message: SignalMessage;
      try {
        message = JSON.parse(String(event.data));
      } catch {
        return;
      }
      if (message.type === "joined") {
        attempts.current = 0;
        if (!message.peerPresent) move("waiting");
        else move("connecting");
        if (message.peerPresent && meeting.role === "STAFF") void offer();
      } else if (message.type === "peer-joined") {
        move("connecting");
        if (meeting.role === "STAFF") void offer();
      } else if (message.type === "peer-left") {
        closePeer();
        move("waiting");
      } else if (message.type === "signal") {
        void onSignal(message.data as Signal).catch(() => move("reconnecting"));
      }
    };
    socket.onclose = (event) => {
      if (socketRef.current !== socket) return;
      socketRef.current = null;
      if (stopped.current) return;
      if (event.code === MEETING_CLOSE.full) return move("full");
      if (event.code === MEETING_CLOSE.ended) {
        closePeer();
        return move("closed");
      }
      if (event.code === MEETING_CLOSE.replaced) {
        closePeer();
        return move("replaced");
      }
      // Refused before the upgrade (no access, link run out): the server answered without a socket.
      if (event.code === 1006 && attempts.current >= 3 && phaseRef.current !== "connected") {
        closePeer();
        return move("refused");
      }
      move("reconnecting");
      const delay = reconnectDelay(attempts.current++);
      retryTimer.current = setTimeout(connect, delay);
    };
  }, [closePeer, meeting, move, offer, onSignal, token]);

  const connectRef = useRef(connect);
  connectRef.current = connect;
  const initialFacing = useRef(facing);

  // Camera and microphone first, then the room (once: the page is keyed by the meeting).
  useEffect(() => {
    stopped.current = false;
    let cancelled = false;
    navigator.mediaDevices
      ?.getUserMedia({ video: { facingMode: initialFacing.current }, audio: true })
      .then((stream) => {
        if (cancelled) {
          for (const track of stream.getTracks()) track.stop();
          return;
        }
        localRef.current = stream;
        setLocal(stream);
        connectRef.current();
      })
      .catch((error: DOMException) => {
        move(
          error?.name === "NotFoundError" || error?.name === "OverconstrainedError"
            ? "no-camera"
            : "camera-refused",
        );
      });
    if (!navigator.mediaDevices) move("no-camera");
    return () => {
      cancelled = true;
      stopped.current = true;
      if (retryTimer.current) clearTimeout(retryTimer.current);
      socketRef.current?.close(1000);
      socketRef.current = null;
      pcRef.current?.close();
      pcRef.current = null;
      for (const track of localRef.current?.getTracks() ?? []) track.stop();
      localRef.current = null;
    };
  }, [move]);

  const toggleMute = useCallback(() => {
    const next = !muted;
    for (const track of localRef.current?.getAudioTracks() ?? []) track.enabled = !next;
    setMuted(next);
  }, [muted]);

  const switchCamera = useCallback(async () => {
    const next: Facing = facing === "user" ? "environment" : "user";
    const stream = localRef.current;
    if (!stream) return;
    try {
      const fresh = await navigator.mediaDevices.getUserMedia({ video: { facingMode: next } });
      const [track] = fresh.getVideoTracks();
      if (!track) return;
      for (const old of stream.getVideoTracks()) {
        old.stop();
        stream.removeTrack(old);
      }
      stream.addTrack(track);
      const sender = pcRef.current?.getSenders().find((s) => s.track?.kind === "video" || s.track === null);
      await sender?.replaceTrack(track);
      setLocal(new MediaStream(stream.getTracks()));
      setFacing(next);
    } catch {
      // The other camera is not there (a laptop): keep the one we have.
    }
  }, [facing]);

  const hangUp = useCallback(() => {
    stopped.current = true;
    if (retryTimer.current) clearTimeout(retryTimer.current);
    socketRef.current?.close(1000);
    socketRef.current = null;
    closePeer();
    for (const track of localRef.current?.getTracks() ?? []) track.stop();
    localRef.current = null;
    setLocal(null);
    move("ended");
  }, [closePeer, move]);

  return { phase, local, remote, muted, facing, toggleMute, switchCamera, hangUp };
}
