import { resolveLink } from "@mt/domain/routes/links";
import { CmsImage } from "../cms-image";
import { CmsLink } from "../cms-link";
import { EditableButton, EditableHeading, EditableImage, EditableText } from "../editable-fields";
import { backgroundClass, type ModuleProps } from "./module-props";

/** Cards that lead into the catalogue, one per job category. */
export function JobCategoryGrid({ data, context }: ModuleProps<"job_category_grid">) {
  return (
    <section className={`cms-module ${backgroundClass(data.background)}`}>
      <div className="container">
        <EditableHeading value={data.heading} first={context.first} />
        <EditableText
          field={["intro"]}
          value={data.intro}
          as="p"
          className="cms-module__intro"
          label="Ingress"
          multiline
          optional
        />
        <ul className="cms-cards">
          {data.categories.map((category, index) => (
            // The title is edited in place: a key made of it would remount the item at each keystroke.
            // biome-ignore lint/suspicious/noArrayIndexKey: items have no key of their own
            <li key={index} className="cms-card">
              <EditableImage
                field={["categories", index, "image"]}
                value={category.image}
                render={(image) => (
                  <CmsImage
                    className="cms-card__image"
                    image={image}
                    width={360}
                    aspect={4 / 3}
                    sizes="(max-width: 767px) 100vw, 360px"
                  />
                )}
              />
              <div className="cms-card__body">
                <EditableText
                  field={["categories", index, "title"]}
                  value={category.title}
                  as="h3"
                  className="cms-card__title"
                  label="Kategori"
                  wrap={(title) => (
                    <CmsLink
                      href={resolveLink(category.link)}
                      target={category.link.target}
                      className="cms-card__link"
                    >
                      {title}
                    </CmsLink>
                  )}
                />
                <EditableText
                  field={["categories", index, "text"]}
                  value={category.text}
                  as="p"
                  label="Tekst"
                  multiline
                  optional
                />
                <EditableButton
                  field={["categories", index, "link"]}
                  value={category.link}
                  label="Lenke"
                  required
                  render={(link) => (
                    <span className="cms-card__cta" aria-hidden="true">
                      {link.title} →
                    </span>
                  )}
                />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
