import type { RichText } from "@mt/domain/entities/rich-text";
import { EditableHeading, EditableRichText, EditableText } from "../editable-fields";
import { useFieldEditor } from "../editing/edit-context";
import { backgroundClass, type ModuleProps } from "./module-props";

/** Questions that open without JavaScript (details/summary). */
export function Faq({ data, context }: ModuleProps<"faq">) {
  return (
    <section className={`cms-module ${backgroundClass(data.background)}`}>
      <div className="container container--800">
        <EditableHeading value={data.heading} first={context.first} />
        <div className="cms-faq">
          {data.items.map((item, index) => (
            // The question is edited in place: a key made of it would remount the item at each keystroke.
            // biome-ignore lint/suspicious/noArrayIndexKey: items have no key of their own
            <FaqItem key={index} index={index} question={item.question} answer={item.answer} />
          ))}
        </div>
      </div>
    </section>
  );
}

function FaqItem({ index, question, answer }: { index: number; question: string; answer: RichText }) {
  // A summary may hold no control (it is a button itself): while the question is edited, the item is
  // an open block with the question as a paragraph.
  const editing = useFieldEditor("Text", ["items", index, "question"]) !== null;
  const Item = editing ? "div" : "details";
  return (
    <Item className={editing ? "cms-faq__item cms-faq__item--editing" : "cms-faq__item"}>
      <EditableText
        field={["items", index, "question"]}
        value={question}
        as={editing ? "p" : "summary"}
        className="cms-faq__question"
        label="Spørsmål"
      />
      <EditableRichText
        field={["items", index, "answer"]}
        value={answer}
        className="cms-faq__answer"
        label="Svar"
      />
    </Item>
  );
}
