import { RichText } from "../portable-text";
import { backgroundClass, Heading, type ModuleProps } from "./module-props";

/** Questions that open without JavaScript (details/summary). */
export function Faq({ data, context }: ModuleProps<"faq">) {
  return (
    <section className={`cms-module ${backgroundClass(data.background)}`}>
      <div className="container container--800">
        <Heading text={data.heading} first={context.first} />
        <div className="cms-faq">
          {data.items.map((item) => (
            <details key={item.question} className="cms-faq__item">
              <summary className="cms-faq__question">{item.question}</summary>
              <RichText value={item.answer} className="cms-faq__answer" />
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
