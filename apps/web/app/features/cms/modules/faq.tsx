import { EditableHeading, EditableRichText, EditableText } from "../editable-fields";
import { backgroundClass, type ModuleProps } from "./module-props";

/** Questions that open without JavaScript (details/summary). */
export function Faq({ data, context }: ModuleProps<"faq">) {
  return (
    <section className={`cms-module ${backgroundClass(data.background)}`}>
      <div className="container container--800">
        <EditableHeading value={data.heading} first={context.first} />
        <div className="cms-faq">
          {data.items.map((item, index) => (
            <details key={item.question} className="cms-faq__item">
              <EditableText
                field={["items", index, "question"]}
                value={item.question}
                as="summary"
                className="cms-faq__question"
                label="Spørsmål"
              />
              <EditableRichText
                field={["items", index, "answer"]}
                value={item.answer}
                className="cms-faq__answer"
                label="Svar"
              />
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
