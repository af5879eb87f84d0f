import { EditorProvider, PortableTextEditable } from "@portabletext/editor";
import { EventListenerPlugin, NodePlugin } from "@portabletext/editor/plugins";
import { type ComponentProps, useState } from "react";
import type { FieldEditors } from "../edit-context";
import { richTextNodes } from "./rich-text-nodes";
import { RichTextToolbar } from "./rich-text-toolbar";
import { richTextSchema, toEditorValue, toStoredRichText } from "./rich-text-value";

type RichTextProps = ComponentProps<FieldEditors["RichText"]>;

const placeholder = () => <span className="cms-rte__placeholder">Skriv her...</span>;

/**
 * Rich text edited in place with the Portable Text editor: a toolbar above the text, the text styled
 * as the page shows it. The value is read once; a new value from outside (a reload) remounts it.
 */
export function RichTextFieldEditor({ value, onChange, label, className }: RichTextProps) {
  const [initialValue] = useState(() => toEditorValue(value));
  return (
    <div className="cms-edit-field cms-rte">
      <EditorProvider initialConfig={{ schemaDefinition: richTextSchema, initialValue }}>
        <NodePlugin nodes={richTextNodes} />
        <EventListenerPlugin
          on={(event) => {
            if (event.type === "mutation") onChange(toStoredRichText(event.value));
          }}
        />
        <RichTextToolbar label={label} />
        <PortableTextEditable
          className={["cms-rich-text", "cms-rte__text", className].filter(Boolean).join(" ")}
          aria-label={label}
          renderPlaceholder={placeholder}
        />
      </EditorProvider>
    </div>
  );
}
