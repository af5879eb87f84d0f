import type { FieldEditors as FieldEditorSet } from "./edit-context";
import { ButtonFieldEditor, ButtonsFieldEditor } from "./fields/buttons-field-editor";
import { ImageFieldEditor } from "./fields/image-field-editor";
import { RichTextFieldEditor } from "./fields/rich-text-field-editor";
import { TextFieldEditor } from "./fields/text-field-editor";
import "./fields/field-editors.css";

/** The field editors the page editor and the module-template editor offer in edit mode. */
export const FieldEditors: FieldEditorSet = {
  Text: TextFieldEditor,
  RichText: RichTextFieldEditor,
  Image: ImageFieldEditor,
  Buttons: ButtonsFieldEditor,
  Button: ButtonFieldEditor,
};

/** The same editors under the placeholder's name. */
export const fieldEditors: Partial<FieldEditorSet> = FieldEditors;
