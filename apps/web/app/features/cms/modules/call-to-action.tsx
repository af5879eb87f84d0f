import { EditableButton, EditableHeading, EditableText } from "../editable-fields";
import { backgroundClass, type ModuleProps } from "./module-props";

export function CallToAction({ data, context }: ModuleProps<"call_to_action">) {
  return (
    <section className={`cms-module cms-cta ${backgroundClass(data.background)}`}>
      <div className="container cms-cta__inner">
        <div>
          <EditableHeading value={data.heading} first={context.first} />
          <EditableText field={["text"]} value={data.text} as="p" label="Tekst" multiline optional />
        </div>
        <EditableButton field={["button"]} value={data.button} />
      </div>
    </section>
  );
}
