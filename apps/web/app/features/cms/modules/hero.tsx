import { CmsButtons } from "../cms-button";
import { CmsImage } from "../cms-image";
import { backgroundClass, Heading, type ModuleProps } from "./module-props";

export function Hero({ data, context }: ModuleProps<"hero">) {
  return (
    <section className={`cms-module cms-hero cms-hero--${data.align} ${backgroundClass(data.background)}`}>
      <div className={`container cms-hero__inner${data.image ? " cms-hero__inner--image" : ""}`}>
        <div className="cms-hero__text">
          <Heading text={data.heading} first={context.first} className="cms-hero__heading" />
          {data.text && <p className="cms-hero__lead">{data.text}</p>}
          <CmsButtons buttons={data.buttons} align={data.align} />
        </div>
        {data.image && (
          <CmsImage
            className="cms-hero__image"
            image={data.image}
            width={640}
            aspect={4 / 3}
            sizes="(max-width: 939px) 100vw, 560px"
            priority={context.first}
          />
        )}
      </div>
    </section>
  );
}
