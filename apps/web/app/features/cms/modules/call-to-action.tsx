import { CmsButton } from "../cms-button";
import { backgroundClass, Heading, type ModuleProps } from "./module-props";

export function CallToAction({ data, context }: ModuleProps<"call_to_action">) {
  return (
    <section className={`cms-module cms-cta ${backgroundClass(data.background)}`}>
      <div className="container cms-cta__inner">
        <div>
          <Heading text={data.heading} first={context.first} />
          {data.text && <p>{data.text}</p>}
        </div>
        {data.button && <CmsButton button={data.button} />}
      </div>
    </section>
  );
}
