import { CmsButtons } from "../cms-button";
import { backgroundClass, type ModuleProps } from "./module-props";

export function ButtonGroup({ data }: ModuleProps<"button_group">) {
  return (
    <section className={`cms-module cms-module--compact ${backgroundClass(data.background)}`}>
      <div className="container">
        <CmsButtons buttons={data.buttons} align={data.align} />
      </div>
    </section>
  );
}
