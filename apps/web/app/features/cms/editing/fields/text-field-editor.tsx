import {
  type ComponentProps,
  createElement,
  type KeyboardEvent,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import type { FieldEditors } from "../edit-context";

type TextEditorProps = ComponentProps<FieldEditors["Text"]>;

// Headings, captions and summaries may not take the textbox role (ARIA in HTML): they stay what they
// are, and the editable textbox is a span inside them.
const KEEPS_ITS_ROLE = new Set(["h1", "h2", "h3", "figcaption", "summary"]);

function textOf(element: HTMLElement, multiline: boolean): string {
  // innerText keeps the line breaks the browser shows; jsdom has none, textContent is the fallback.
  // biome-ignore lint/performance/useDomNodeTextContent: the line breaks are the point here
  const text = multiline ? (element.innerText ?? element.textContent) : element.textContent;
  return multiline ? (text ?? "") : (text ?? "").replace(/\s*\n\s*/g, " ");
}

/**
 * Plain text edited where it stands: the same element with the same classes, editable as plain
 * text. Uncontrolled while typing (React never rewrites the text under the caret); a value changed
 * from outside (a reload) is written in when the field is not being edited.
 */
export function TextFieldEditor({
  value,
  onChange,
  label,
  as,
  className,
  multiline = false,
}: TextEditorProps) {
  const ref = useRef<HTMLElement>(null);
  const [initial] = useState(value);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && document.activeElement !== element && textOf(element, multiline) !== value) {
      element.textContent = value;
    }
  }, [value, multiline]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === "Enter" && !multiline) {
      event.preventDefault();
      event.currentTarget.blur();
    }
    // A question's summary would open or close its answer on space and Enter.
    if (as === "summary" && (event.key === " " || event.key === "Enter")) event.stopPropagation();
  }

  const inner = KEEPS_ITS_ROLE.has(as);
  const box = createElement(
    inner ? "span" : as,
    {
      ref,
      className: [
        "cms-edit-text",
        multiline && "cms-edit-text--multiline",
        inner ? "cms-edit-text--inner" : className,
      ]
        .filter(Boolean)
        .join(" "),
      contentEditable: "plaintext-only",
      suppressContentEditableWarning: true,
      role: "textbox",
      tabIndex: 0,
      "aria-label": label,
      "aria-multiline": multiline,
      "data-placeholder": label,
      spellCheck: true,
      onInput: () => ref.current && onChange(textOf(ref.current, multiline)),
      onKeyDown,
      // Editing a question opens its answer, so the answer can be edited next.
      ...(as === "summary" && {
        onFocus: (event: { currentTarget: HTMLElement }) => {
          const details = event.currentTarget.closest("details");
          if (details) details.open = true;
        },
        // A click in the text places the caret; it must not close the answer again.
        onClick: (event: { preventDefault(): void }) => event.preventDefault(),
      }),
    },
    initial,
  );
  return inner ? createElement(as, { className }, box) : box;
}
