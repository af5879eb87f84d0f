import { useCmsSlots } from "../cms-slots";
import { EditableHeading, EditableText } from "../editable-fields";
import { backgroundClass, type ModuleProps } from "./module-props";

/** "Sjekk om vi leverer der du bor": the post-code field, leading to the jobs of that area. */
export function PostCodeCheck({ data, context }: ModuleProps<"post_code_check">) {
  const { postCodeCheck: Check } = useCmsSlots();
  return (
    <section className={`cms-module cms-post-code ${backgroundClass(data.background)}`}>
      <div className="container cms-post-code__inner">
        <EditableHeading value={data.heading} first={context.first} />
        <Check buttonText={data.buttonText} />
        <EditableText field={["buttonText"]} value={data.buttonText} as="p" label="Knappetekst" editOnly />
      </div>
    </section>
  );
}
