import { CmsImage } from "../cms-image";
import { EditableButtons, EditableHeading, EditableImage, EditableText } from "../editable-fields";
import { backgroundClass, type ModuleProps } from "./module-props";

export function Hero({ data, context }: ModuleProps<"hero">) {
  return (
    <section className={`cms-module cms-hero cms-hero--${data.align} ${backgroundClass(data.background)}`}>
      <div className={`container cms-hero__inner${data.image ? " cms-hero__inner--image" : ""}`}>
        <div className="cms-hero__text">
          <EditableHeading value={data.heading} first={context.first} className="cms-hero__heading" />
          <EditableText
            field={["text"]}
            value={data.text}
            as="p"
            className="cms-hero__lead"
            label="Ingress"
            multiline
            optional
          />
          <EditableButtons value={data.buttons} align={data.align} max={4} />
        </div>
        <EditableImage
          field={["image"]}
          value={data.image}
          render={(image) => (
            <CmsImage
              className="cms-hero__image"
              image={image}
              width={640}
              aspect={4 / 3}
              sizes="(max-width: 939px) 100vw, 560px"
              priority={context.first}
            />
          )}
        />
      </div>
    </section>
  );
}
