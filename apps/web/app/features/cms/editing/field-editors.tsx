import type { FieldEditors } from "./edit-context";

/** The field editors the page editor and the module-template editor offer in edit mode. */
export const fieldEditors: Partial<FieldEditors> = {};
