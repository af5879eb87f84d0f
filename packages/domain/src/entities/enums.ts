import { z } from "zod";

export const SUBSCRIPTION_TYPES = ["NEWSLETTER", "SOLAR_JOBS", "ELECTRICIAN_JOBS", "HEAT_PUMP_JOBS"] as const;
export const subscriptionTypeSchema = z.enum(SUBSCRIPTION_TYPES);
export type SubscriptionType = z.infer<typeof subscriptionTypeSchema>;

/** Work types, also a cart line item's typeKey. */
export const WORK_TYPES = ["ELECTRICIAN", "HEAT_PUMP", "SOLAR"] as const;
export const workTypeSchema = z.enum(WORK_TYPES);
export type WorkType = z.infer<typeof workTypeSchema>;

/** Names of work types as headings and buttons ("Elektriker"). */
export const workTypeLabels: Record<WorkType, string> = {
  ELECTRICIAN: "Elektriker",
  HEAT_PUMP: "Varmepumpe",
  SOLAR: "Solceller",
};

/** Work types as they read inside a sentence: "Vi leverer varmepumper i ditt område". */
export const workTypePhrases: Record<WorkType, string> = {
  ELECTRICIAN: "elektrikertjenester",
  HEAT_PUMP: "varmepumper",
  SOLAR: "solceller",
};

/** The waitlist subscription that belongs to each work type. */
export const workTypeSubscriptions: Record<WorkType, SubscriptionType> = {
  ELECTRICIAN: "ELECTRICIAN_JOBS",
  HEAT_PUMP: "HEAT_PUMP_JOBS",
  SOLAR: "SOLAR_JOBS",
};

export const ENTITY_KINDS = ["project", "offer", "cart"] as const;
export const entityKindSchema = z.enum(ENTITY_KINDS);
export type EntityKind = z.infer<typeof entityKindSchema>;

export const QUESTION_TYPES = [
  "radio",
  "product_selector",
  "checkbox",
  "file_upload",
  "number",
  "effect_box",
] as const;
export const questionTypeSchema = z.enum(QUESTION_TYPES);
export type QuestionType = z.infer<typeof questionTypeSchema>;

export const SYNC_MODES = ["Synced", "Manual"] as const;
export const syncModeSchema = z.enum(SYNC_MODES);
export type SyncMode = z.infer<typeof syncModeSchema>;

export const OWNER_KINDS = ["SALES_PARTNER", "SALES_PARTNER_DEPARTMENT"] as const;
export const ownerKindSchema = z.enum(OWNER_KINDS);
export type OwnerKind = z.infer<typeof ownerKindSchema>;

export const CATEGORY_TYPE = "job-category";

export const PAGE_TYPES = ["page", "job", "module-template"] as const;
export const pageTypeSchema = z.enum(PAGE_TYPES);
export type PageType = z.infer<typeof pageTypeSchema>;

export const IMAGE_CATEGORIES = ["product", "illustration", "picture", "icon"] as const;
export const imageCategorySchema = z.enum(IMAGE_CATEGORIES);
export type ImageCategory = z.infer<typeof imageCategorySchema>;

export const LINK_TARGETS = ["_self", "_blank"] as const;
export const linkTargetSchema = z.enum(LINK_TARGETS);
export type LinkTarget = z.infer<typeof linkTargetSchema>;

export const BUTTON_TYPES = ["primary", "secondary", "secondary-inverted", "tertiary"] as const;
export const buttonTypeSchema = z.enum(BUTTON_TYPES);
export type ButtonType = z.infer<typeof buttonTypeSchema>;

export const BUTTON_SIZES = ["default", "medium", "small"] as const;
export const buttonSizeSchema = z.enum(BUTTON_SIZES);
export type ButtonSize = z.infer<typeof buttonSizeSchema>;

export const ALERT_TYPES = ["info", "success", "warning", "error"] as const;
export const alertTypeSchema = z.enum(ALERT_TYPES);
export type AlertType = z.infer<typeof alertTypeSchema>;

/** Cart codes that mean the local cart is gone for good. */
export const CART_CLEARING_CODES = ["CART_EXPIRED", "CART_BOOKED"] as const;
export type CartClearingCode = (typeof CART_CLEARING_CODES)[number];
