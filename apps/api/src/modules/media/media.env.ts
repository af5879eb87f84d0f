import { z } from "zod";

/** Media storage and upload limits; spread into the app's env schema. */
export const mediaEnvShape = {
  /** Where uploads go: local disk (default) or an S3-compatible object store. */
  MEDIA_STORAGE: z.enum(["local", "s3"]).default("local"),
  /** Local storage directory; default `<DATA_DIR>/media`. */
  MEDIA_DIR: z.string().min(1).optional(),
  MEDIA_MAX_UPLOAD_MB: z.coerce.number().positive().max(200).default(15),
  MEDIA_MAX_IMAGE_PIXELS: z.coerce.number().int().positive().default(40_000_000),
  /** Elements an uploaded SVG may have (kept or dropped), so the sanitiser's work stays bounded. */
  MEDIA_MAX_SVG_ELEMENTS: z.coerce.number().int().positive().default(100_000),
  /** Objects an uploaded PDF may have, and megabytes its object streams may inflate to (bombs). */
  MEDIA_MAX_PDF_OBJECTS: z.coerce.number().int().positive().default(50_000),
  MEDIA_MAX_PDF_DECODED_MB: z.coerce.number().positive().default(64),
  /** Customer image uploads (no login needed) one IP address may make per hour, per server. */
  MEDIA_CUSTOMER_UPLOADS_PER_HOUR: z.coerce.number().int().positive().default(60),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false", "1", "0"])
    .default("true")
    .transform((value) => value === "true" || value === "1"),
};

/** Cross-field rules: S3 storage needs a bucket and credentials. */
export function mediaEnvProblems(env: {
  MEDIA_STORAGE: "local" | "s3";
  S3_BUCKET?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
}): string[] {
  if (env.MEDIA_STORAGE !== "s3") return [];
  return (["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const)
    .filter((name) => !env[name])
    .map((name) => `${name}: Må fylles ut når MEDIA_STORAGE=s3`);
}
