import type { CmsImage } from "@mt/domain/cms/cms-image";
import type { CmsButton as Button } from "@mt/domain/cms/module-schemas";
import type { RichText as RichTextValue } from "@mt/domain/entities/rich-text";
import type { ReactNode } from "react";
import { CmsButton, CmsButtons } from "./cms-button";
import { type FieldPath, useFieldEditor } from "./editing/edit-context";
import { RichText } from "./portable-text";

// The fields of the module renderers. Without an edit scope (visitors, server rendering, edit mode
// off) each renders exactly its plain content; in edit mode it renders the scope's editor instead.
// No editor code here: the editors come from the lazily loaded scope.

type TextTag = "h1" | "h2" | "h3" | "p" | "span" | "figcaption" | "summary";

export function EditableText({
  field,
  value,
  as: Tag,
  label,
  className,
  multiline,
  optional,
  editOnly,
  wrap,
}: {
  field: FieldPath;
  value: string;
  as: TextTag;
  label: string;
  className?: string;
  multiline?: boolean;
  /** Renders nothing when empty (outside edit mode). */
  optional?: boolean;
  /** Shown only in edit mode: a text whose plain form is rendered elsewhere (a slot's button). */
  editOnly?: boolean;
  /** Wraps the plain text, e.g. in its link; the editor edits the text alone. */
  wrap?: (text: string) => ReactNode;
}) {
  const editor = useFieldEditor("Text", field);
  if (editor) {
    return (
      <editor.Editor
        value={value}
        onChange={editor.onChange}
        label={label}
        as={Tag}
        {...(className && { className })}
        {...(multiline && { multiline })}
      />
    );
  }
  if (editOnly || (optional && !value)) return null;
  return <Tag className={className}>{wrap ? wrap(value) : value}</Tag>;
}

/** A module's heading: the page's h1 in the first module, else h2; nothing when empty. */
export function EditableHeading({
  value,
  first,
  className,
  field = ["heading"],
}: {
  value: string;
  first: boolean;
  className?: string;
  field?: FieldPath;
}) {
  return (
    <EditableText
      field={field}
      value={value}
      as={first ? "h1" : "h2"}
      label="Overskrift"
      {...(className && { className })}
      optional
    />
  );
}

export function EditableRichText({
  field,
  value,
  label = "Tekst",
  className,
}: {
  field: FieldPath;
  value: RichTextValue;
  label?: string;
  className?: string;
}) {
  const editor = useFieldEditor("RichText", field);
  if (editor) {
    return (
      <editor.Editor
        value={value}
        onChange={editor.onChange}
        label={label}
        {...(className && { className })}
      />
    );
  }
  return <RichText value={value} {...(className && { className })} />;
}

export function EditableImage({
  field,
  value,
  label = "Bilde",
  required,
  render,
}: {
  field: FieldPath;
  value: CmsImage | null | undefined;
  label?: string;
  required?: boolean;
  render(image: CmsImage): ReactNode;
}) {
  const editor = useFieldEditor("Image", field);
  const plain = value ? render(value) : null;
  if (!editor) return plain;
  return (
    <editor.Editor
      value={value ?? null}
      onChange={editor.onChange}
      label={label}
      {...(required && { required })}
    >
      {plain}
    </editor.Editor>
  );
}

export function EditableButtons({
  field = ["buttons"],
  value,
  align,
  max = 4,
  label = "Knapper",
}: {
  field?: FieldPath;
  value: Button[];
  align?: "left" | "center" | "right";
  max?: number;
  label?: string;
}) {
  const editor = useFieldEditor("Buttons", field);
  const plain = <CmsButtons buttons={value} {...(align && { align })} />;
  if (!editor) return plain;
  return (
    <editor.Editor value={value} onChange={editor.onChange} label={label} max={max}>
      {plain}
    </editor.Editor>
  );
}

export function EditableButton({
  field,
  value,
  label = "Knapp",
  required = false,
  render = (button) => <CmsButton button={button} />,
}: {
  field: FieldPath;
  value: Button | null | undefined;
  label?: string;
  /** The module's schema needs it: it can be changed but not removed. */
  required?: boolean;
  /** The plain form; a CMS button unless the module shows the link otherwise. */
  render?: (button: Button) => ReactNode;
}) {
  const editor = useFieldEditor("Button", field);
  const plain = value ? render(value) : null;
  if (!editor) return plain;
  return (
    <editor.Editor value={value ?? null} onChange={editor.onChange} label={label} required={required}>
      {plain}
    </editor.Editor>
  );
}
