import { CmsImage } from "../cms-image";
import { EditableButtons, EditableHeading, EditableImage, EditableRichText } from "../editable-fields";
import { backgroundClass, type ModuleProps } from "./module-props";

/** Slug of a heading, so "Slik fungerer det" can be linked to as #slik-fungerer-det. */
export function anchorId(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/æ/g, "ae")
    .replace(/ø/g, "o")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export function TextWithImage({ data, context }: ModuleProps<"text_with_image">) {
  return (
    <section
      className={`cms-module cms-text-image ${backgroundClass(data.background)}`}
      {...(data.heading && { id: anchorId(data.heading) })}
    >
      <div className={`container cms-text-image__inner cms-text-image__inner--${data.imagePosition}`}>
        <div className="cms-text-image__text">
          <EditableHeading value={data.heading} first={context.first} />
          <EditableRichText field={["content"]} value={data.content} />
          <EditableButtons value={data.buttons} max={4} />
        </div>
        <EditableImage
          field={["image"]}
          value={data.image}
          render={(image) => (
            <CmsImage
              className="cms-text-image__image"
              image={image}
              width={560}
              aspect={4 / 3}
              sizes="(max-width: 939px) 100vw, 560px"
            />
          )}
        />
      </div>
    </section>
  );
}
