import { EditableButtons } from "../editable-fields";
import { backgroundClass, type ModuleProps } from "./module-props";

export function ButtonGroup({ data }: ModuleProps<"button_group">) {
  return (
    <section className={`cms-module cms-module--compact ${backgroundClass(data.background)}`}>
      <div className="container">
        <EditableButtons value={data.buttons} align={data.align} max={6} />
      </div>
    </section>
  );
}
