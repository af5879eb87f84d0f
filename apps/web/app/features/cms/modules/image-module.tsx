import { CmsImage } from "../cms-image";
import { EditableImage, EditableText } from "../editable-fields";
import { backgroundClass, type ModuleProps } from "./module-props";

export function ImageModule({ data, context }: ModuleProps<"image">) {
  const width = data.width ?? 1120;
  return (
    <section className={`cms-module ${backgroundClass(data.background)}`}>
      <figure className="container cms-image" style={{ maxWidth: width + 40 }}>
        <EditableImage
          field={["image"]}
          value={data.image}
          required
          render={(image) => (
            <CmsImage
              image={image}
              width={width}
              priority={context.first}
              sizes={`(max-width: ${width}px) 100vw, ${width}px`}
            />
          )}
        />
        <EditableText field={["caption"]} value={data.caption} as="figcaption" label="Bildetekst" optional />
      </figure>
    </section>
  );
}
