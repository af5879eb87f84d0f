import { useCmsSlots } from "../cms-slots";
import { backgroundClass, Heading, type ModuleProps } from "./module-props";

/** "Sjekk om vi leverer der du bor": the post-code field, leading to the jobs of that area. */
export function PostCodeCheck({ data, context }: ModuleProps<"post_code_check">) {
  const { postCodeCheck: Check } = useCmsSlots();
  return (
    <section className={`cms-module cms-post-code ${backgroundClass(data.background)}`}>
      <div className="container cms-post-code__inner">
        <Heading text={data.heading} first={context.first} />
        <Check buttonText={data.buttonText} />
      </div>
    </section>
  );
}
