// The enumerations' values, labels and types without zod (their schemas: enums.ts), for the browser.

export const SUBSCRIPTION_TYPES = ["NEWSLETTER", "SOLAR_JOBS", "ELECTRICIAN_JOBS", "HEAT_PUMP_JOBS"] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

/** Work types, also a cart line item's typeKey. */
export const WORK_TYPES = ["ELECTRICIAN", "HEAT_PUMP", "SOLAR"] as const;
export type WorkType = (typeof WORK_TYPES)[number];

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
export type EntityKind = (typeof ENTITY_KINDS)[number];

export const QUESTION_TYPES = [
  "radio",
  "product_selector",
  "checkbox",
  "file_upload",
  "number",
  "effect_box",
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const SYNC_MODES = ["Synced", "Manual"] as const;
export type SyncMode = (typeof SYNC_MODES)[number];

export const OWNER_KINDS = ["SALES_PARTNER", "SALES_PARTNER_DEPARTMENT"] as const;
export type OwnerKind = (typeof OWNER_KINDS)[number];

export const CATEGORY_TYPE = "job-category";

export const PAGE_TYPES = ["page", "job", "module-template"] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export const IMAGE_CATEGORIES = ["product", "illustration", "picture", "icon"] as const;
export type ImageCategory = (typeof IMAGE_CATEGORIES)[number];

export const LINK_TARGETS = ["_self", "_blank"] as const;
export type LinkTarget = (typeof LINK_TARGETS)[number];

export const BUTTON_TYPES = ["primary", "secondary", "secondary-inverted", "tertiary"] as const;
export type ButtonType = (typeof BUTTON_TYPES)[number];

export const BUTTON_SIZES = ["default", "medium", "small"] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];

export const ALERT_TYPES = ["info", "success", "warning", "error"] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

/** Cart codes that mean the local cart is gone for good. */
export const CART_CLEARING_CODES = ["CART_EXPIRED", "CART_BOOKED"] as const;
export type CartClearingCode = (typeof CART_CLEARING_CODES)[number];
