import { type EditorSelection, useEditor, useEditorSelector } from "@portabletext/editor";
import {
  getActiveStyle,
  isActiveAnnotation,
  isActiveDecorator,
  isActiveListItem,
} from "@portabletext/editor/selectors";
import { useState } from "react";
import { MediaPicker } from "../../../../components/media/media-picker";
import { Select } from "../../../../components/ui/select";
import { RichTextLinkDialog } from "./rich-text-link-dialog";

const STYLES = [
  ["normal", "Avsnitt"],
  ["h2", "Overskrift 2"],
  ["h3", "Overskrift 3"],
] as const;

/** A toolbar button named by its visible text. */
function ToggleButton({
  label,
  pressed,
  onPress,
  className,
}: {
  label: string;
  pressed?: boolean;
  onPress(): void;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={["cms-rte__tool", className].filter(Boolean).join(" ")}
      {...(pressed !== undefined && { "aria-pressed": pressed })}
      // Keeps the text selected while the button is clicked.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPress}
    >
      {label}
    </button>
  );
}

/** Bold, italic, heading styles, lists, link and image; every control reachable by Tab. */
export function RichTextToolbar({ label }: { label: string }) {
  const editor = useEditor();
  const bold = useEditorSelector(editor, isActiveDecorator("strong"));
  const italic = useEditorSelector(editor, isActiveDecorator("em"));
  const bullet = useEditorSelector(editor, isActiveListItem("bullet"));
  const number = useEditorSelector(editor, isActiveListItem("number"));
  const linked = useEditorSelector(editor, isActiveAnnotation("link"));
  const style = useEditorSelector(editor, getActiveStyle) ?? "normal";
  // The selection when a dialog opened: the dialog takes focus, the link or image goes here.
  const [saved, setSaved] = useState<EditorSelection>(null);
  const [dialog, setDialog] = useState<"link" | "image" | null>(null);

  const send = (event: Parameters<typeof editor.send>[0]) => {
    editor.send(event);
    editor.send({ type: "focus" });
  };
  const open = (which: "link" | "image") => {
    setSaved(editor.getSnapshot().context.selection);
    setDialog(which);
  };
  const at = saved ? { at: saved } : {};
  // The dialogs leave focus to the editor, which puts its caret back where it was.
  const close = () => {
    setDialog(null);
    editor.send({ type: "focus" });
  };

  return (
    <div className="cms-rte__toolbar" role="toolbar" aria-label={`Formatering: ${label}`}>
      <Select
        compact
        className="cms-rte__style"
        aria-label="Tekststil"
        value={STYLES.some(([value]) => value === style) ? style : "normal"}
        onChange={(event) => send({ type: "style.toggle", style: event.target.value })}
      >
        {STYLES.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </Select>
      <ToggleButton
        label="Fet"
        className="cms-rte__tool--bold"
        pressed={bold}
        onPress={() => send({ type: "decorator.toggle", decorator: "strong" })}
      />
      <ToggleButton
        label="Kursiv"
        className="cms-rte__tool--italic"
        pressed={italic}
        onPress={() => send({ type: "decorator.toggle", decorator: "em" })}
      />
      <ToggleButton
        label="Punktliste"
        pressed={bullet}
        onPress={() => send({ type: "list item.toggle", listItem: "bullet" })}
      />
      <ToggleButton
        label="Nummerert liste"
        pressed={number}
        onPress={() => send({ type: "list item.toggle", listItem: "number" })}
      />
      {linked ? (
        <ToggleButton
          label="Fjern lenke"
          onPress={() => send({ type: "annotation.remove", annotation: { name: "link" } })}
        />
      ) : (
        <ToggleButton label="Lenke" onPress={() => open("link")} />
      )}
      <ToggleButton label="Bilde" onPress={() => open("image")} />
      <RichTextLinkDialog
        open={dialog === "link"}
        onClose={close}
        onSave={(mark) => {
          setDialog(null);
          send({ type: "annotation.add", annotation: { name: "link", value: mark }, ...at });
        }}
      />
      <MediaPicker
        open={dialog === "image"}
        returnFocus={false}
        onClose={close}
        onPick={(item) => {
          setDialog(null);
          send({
            type: "insert.block",
            block: {
              _type: "image",
              url: item.url,
              alt: item.alt ?? "",
              float: "none",
              width: Math.min(item.metadata?.width ?? 560, 560),
              ...(item.metadata && { metadata: item.metadata }),
            },
            // After the block with the caret: an image never replaces or splits the text selected.
            placement: "after",
            ...at,
          });
        }}
      />
    </div>
  );
}
