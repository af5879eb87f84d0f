import { z } from "zod";
import { defineRoute } from "./define-route.ts";

export const publicSettingsSchema = z.object({
  productName: z.string(),
  environment: z.enum(["local", "test", "staging", "production"]),
  appVersion: z.string(),
  cartVersion: z.string(),
});

export type PublicSettings = z.infer<typeof publicSettingsSchema>;

export const getPublicSettings = defineRoute({
  method: "GET",
  path: "/settings/public",
  summary: "Settings every visitor may read",
  tags: ["settings"],
  response: z.object({ data: publicSettingsSchema }),
});
