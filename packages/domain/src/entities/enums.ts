import { z } from "zod";
import {
  ALERT_TYPES,
  BUTTON_SIZES,
  BUTTON_TYPES,
  ENTITY_KINDS,
  IMAGE_CATEGORIES,
  LINK_TARGETS,
  OWNER_KINDS,
  PAGE_TYPES,
  QUESTION_TYPES,
  SUBSCRIPTION_TYPES,
  SYNC_MODES,
  WORK_TYPES,
} from "./enum-values.ts";

// The values, labels and types live in enum-values.ts, which the browser loads without zod (decision 047).
export * from "./enum-values.ts";

export const subscriptionTypeSchema = z.enum(SUBSCRIPTION_TYPES);
export const workTypeSchema = z.enum(WORK_TYPES);
export const entityKindSchema = z.enum(ENTITY_KINDS);
export const questionTypeSchema = z.enum(QUESTION_TYPES);
export const syncModeSchema = z.enum(SYNC_MODES);
export const ownerKindSchema = z.enum(OWNER_KINDS);
export const pageTypeSchema = z.enum(PAGE_TYPES);
export const imageCategorySchema = z.enum(IMAGE_CATEGORIES);
export const linkTargetSchema = z.enum(LINK_TARGETS);
export const buttonTypeSchema = z.enum(BUTTON_TYPES);
export const buttonSizeSchema = z.enum(BUTTON_SIZES);
export const alertTypeSchema = z.enum(ALERT_TYPES);
