import { CmsImage } from "../cms-image";
import { backgroundClass, type ModuleProps } from "./module-props";

export function ImageModule({ data, context }: ModuleProps<"image">) {
  const width = data.width ?? 1120;
  return (
    <section className={`cms-module ${backgroundClass(data.background)}`}>
      <figure className="container cms-image" style={{ maxWidth: width + 40 }}>
        <CmsImage
          image={data.image}
          width={width}
          priority={context.first}
          sizes={`(max-width: ${width}px) 100vw, ${width}px`}
        />
        {data.caption && <figcaption>{data.caption}</figcaption>}
      </figure>
    </section>
  );
}
