import { z } from "zod";
import { defineRoute } from "./define-route.ts";

export const health = defineRoute({
  method: "GET",
  path: "/health",
  summary: "The process is alive",
  tags: ["system"],
  response: z.object({ status: z.literal("ok"), version: z.string() }),
});

export const ready = defineRoute({
  method: "GET",
  path: "/ready",
  summary: "The database answers",
  tags: ["system"],
  response: z.object({ status: z.literal("ready"), database: z.enum(["pglite", "postgres"]) }),
});
