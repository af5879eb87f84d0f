import type { CmsImage } from "@mt/domain/cms/cms-image";
import type { CmsButton } from "@mt/domain/cms/module-schemas";
import type { RichText } from "@mt/domain/entities/rich-text";
import { type ComponentType, createContext, type ReactNode, useContext } from "react";

/** Where a field lives inside its module's data: ["heading"], ["items", 2, "answer"]. */
export type FieldPath = readonly (string | number)[];

export interface FieldEditorProps<V> {
  value: V;
  onChange(value: V): void;
  /** What the field is, for screen readers ("Overskrift", "Tekst"). */
  label: string;
}

/**
 * The editing controls a field switches to in edit mode (spec section 1). They are loaded only for
 * users allowed to edit (the editor's chunk), so visitors download none of them. A scope may offer
 * only some kinds: a caseworker's scope offers rich text alone.
 */
export interface FieldEditors {
  Text: ComponentType<
    FieldEditorProps<string> & {
      as: "h1" | "h2" | "h3" | "p" | "span" | "figcaption" | "summary";
      className?: string;
      multiline?: boolean;
    }
  >;
  RichText: ComponentType<FieldEditorProps<RichText> & { className?: string }>;
  /** Wraps the rendered image (or an empty placeholder) with the media picker, focal point and alt text. */
  Image: ComponentType<FieldEditorProps<CmsImage | null> & { children: ReactNode; required?: boolean }>;
  /** Wraps the rendered buttons with controls to add, edit (title, target, type, size) and remove them. */
  Buttons: ComponentType<FieldEditorProps<CmsButton[]> & { children: ReactNode; max: number }>;
  /** Wraps one rendered button or link with its editor (title, link, target, type and size). */
  Button: ComponentType<FieldEditorProps<CmsButton | null> & { children: ReactNode; required?: boolean }>;
}

export interface EditScope {
  editors: Partial<FieldEditors>;
  /** Sets one field of a module (found by key, also inside manual module templates). */
  change(moduleKey: string, field: FieldPath, value: unknown): void;
}

/** Null for visitors and outside edit mode: fields render as plain content. */
export const EditContext = createContext<EditScope | null>(null);

/** The key of the module being rendered, so a field knows which module it changes. */
export const ModuleKeyContext = createContext<string | null>(null);

/**
 * The editing control for one field of the module being rendered, or null when the field is not
 * editable here (no edit scope, the scope offers no such control, or no module around it).
 */
export function useFieldEditor<K extends keyof FieldEditors>(
  kind: K,
  field: FieldPath,
): { Editor: FieldEditors[K]; onChange(value: unknown): void } | null {
  const scope = useContext(EditContext);
  const moduleKey = useContext(ModuleKeyContext);
  const Editor = scope?.editors[kind];
  if (!scope || !moduleKey || !Editor) return null;
  return { Editor, onChange: (value) => scope.change(moduleKey, field, value) };
}
