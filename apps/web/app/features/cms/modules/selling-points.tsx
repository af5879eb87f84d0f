import type { USP_ICONS } from "@mt/domain/cms/module-types";
import { EditableHeading, EditableText } from "../editable-fields";
import { backgroundClass, type ModuleProps } from "./module-props";

const paths: Record<(typeof USP_ICONS)[number], string> = {
  check: "M5 12.5l4.5 4.5L19 7.5",
  price: "M4 12V4h8l8 8-8 8zM8.5 8.5h.01",
  clock: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 3",
  shield: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z",
  star: "M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z",
  tool: "M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.6 2.6-2.4-.6-.6-2.4z",
};

export function SellingPoints({ data, context }: ModuleProps<"unique_selling_points">) {
  return (
    <section className={`cms-module ${backgroundClass(data.background)}`}>
      <div className="container">
        <EditableHeading value={data.heading} first={context.first} />
        <ul className="cms-usps">
          {data.items.map((item, index) => (
            // The title is edited in place: a key made of it would remount the item at each keystroke.
            // biome-ignore lint/suspicious/noArrayIndexKey: items have no key of their own
            <li key={index} className="cms-usp">
              <svg
                className="cms-usp__icon"
                viewBox="0 0 24 24"
                width="32"
                height="32"
                aria-hidden="true"
                focusable="false"
              >
                <path
                  d={paths[item.icon]}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              <EditableText
                field={["items", index, "title"]}
                value={item.title}
                as="h3"
                className="cms-usp__title"
                label="Tittel"
              />
              <EditableText
                field={["items", index, "text"]}
                value={item.text}
                as="p"
                label="Tekst"
                multiline
                optional
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
