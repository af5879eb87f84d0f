import { EditableRichText } from "../editable-fields";
import { backgroundClass, type ModuleProps } from "./module-props";

export function RichTextModule({ data }: ModuleProps<"rich_text">) {
  return (
    <section className={`cms-module ${backgroundClass(data.background)}`}>
      <div
        className="container"
        style={{
          maxWidth: data.maxWidth
            ? data.maxWidth + 40
            : "calc(var(--container-width-800) + 2 * var(--container-padding))",
        }}
      >
        <EditableRichText field={["content"]} value={data.content} />
      </div>
    </section>
  );
}
