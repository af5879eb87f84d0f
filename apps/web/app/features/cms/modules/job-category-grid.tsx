import { resolveLink } from "@mt/domain/routes/links";
import { CmsImage } from "../cms-image";
import { CmsLink } from "../cms-link";
import { backgroundClass, Heading, type ModuleProps } from "./module-props";

/** Cards that lead into the catalogue, one per job category. */
export function JobCategoryGrid({ data, context }: ModuleProps<"job_category_grid">) {
  return (
    <section className={`cms-module ${backgroundClass(data.background)}`}>
      <div className="container">
        <Heading text={data.heading} first={context.first} />
        {data.intro && <p className="cms-module__intro">{data.intro}</p>}
        <ul className="cms-cards">
          {data.categories.map((category) => (
            <li key={category.title} className="cms-card">
              {category.image && (
                <CmsImage
                  className="cms-card__image"
                  image={category.image}
                  width={360}
                  aspect={4 / 3}
                  sizes="(max-width: 767px) 100vw, 360px"
                />
              )}
              <div className="cms-card__body">
                <h3 className="cms-card__title">
                  <CmsLink
                    href={resolveLink(category.link)}
                    target={category.link.target}
                    className="cms-card__link"
                  >
                    {category.title}
                  </CmsLink>
                </h3>
                {category.text && <p>{category.text}</p>}
                <span className="cms-card__cta" aria-hidden="true">
                  {category.link.title} →
                </span>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
