import { type IceServer, iceServerSchema } from "@mt/contract/inspection";
import { z } from "zod";

/**
 * STUN/TURN servers for the video meeting, a JSON list as RTCPeerConnection takes it, e.g.
 * `[{"urls":"stun:stun.example.no:3478"},{"urls":"turn:turn.example.no:3478","username":"u","credential":"p"}]`.
 * None by default: browsers on one network find each other without.
 */
export const inspectionEnvShape = {
  INSPECTION_ICE_SERVERS: z
    .string()
    .optional()
    .transform((value, ctx): IceServer[] => {
      if (!value?.trim()) return [];
      try {
        const parsed = z.array(iceServerSchema).max(10).safeParse(JSON.parse(value));
        if (parsed.success) return parsed.data;
      } catch {
        // reported below
      }
      ctx.addIssue({ code: "custom", message: "must be a JSON list of {urls, username?, credential?}" });
      return z.NEVER;
    }),
};
