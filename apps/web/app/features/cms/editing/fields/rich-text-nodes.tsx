import type { ImageBlock } from "@mt/domain/entities/rich-text";
import { imageUrl } from "@mt/domain/format/image-url";
import {
  defineAnnotation,
  defineBlockObject,
  defineDecorator,
  defineTextBlock,
  useEditor,
} from "@portabletext/editor";
import type { ReactElement } from "react";
import { Select } from "../../../../components/ui/select";

const FLOATS = [
  ["none", "Ingen"],
  ["left", "Venstre"],
  ["right", "Høyre"],
] as const;

type Path = Parameters<ReturnType<typeof useEditor>["send"]>[0] extends infer E
  ? E extends { type: "block.set"; at: infer P }
    ? P
    : never
  : never;

/** An image in the editor with its float, width and removal; the controls sit outside the editable text. */
function EditorImage({
  attributes,
  children,
  node,
  path,
}: {
  attributes: Record<string, unknown>;
  children: ReactElement;
  node: ImageBlock;
  path: Path;
}) {
  const editor = useEditor();
  const width = Math.round(node.width ?? 400);
  const set = (props: Record<string, unknown>) => editor.send({ type: "block.set", at: path, props });
  return (
    <figure
      {...attributes}
      className={`cms-rich-text__image cms-rich-text__image--${node.float ?? "none"} cms-rte__image`}
      style={{ maxWidth: width }}
    >
      {children}
      <img src={imageUrl(node.url, { width })} alt={node.alt ?? ""} width={width} draggable={false} />
      <div className="cms-rte__image-controls" contentEditable={false}>
        <label>
          Flyt{" "}
          <Select
            compact
            value={node.float ?? "none"}
            onChange={(event) => set({ float: event.target.value })}
          >
            {FLOATS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </label>
        <label>
          Bredde{" "}
          <input
            type="number"
            min={40}
            max={1160}
            step={10}
            value={width}
            onChange={(event) => {
              const next = Number(event.target.value);
              if (next >= 40 && next <= 1160) set({ width: next });
            }}
          />
        </label>
        <label>
          Alternativ tekst{" "}
          <input value={node.alt ?? ""} onChange={(event) => set({ alt: event.target.value })} />
        </label>
        <button
          type="button"
          className="cms-edit-chip"
          onClick={() => editor.send({ type: "delete.block", at: path })}
        >
          Fjern bilde
        </button>
      </div>
    </figure>
  );
}

const textBlock = defineTextBlock({
  type: "block",
  render: ({ attributes, children, node }) => {
    if (node.listItem) {
      return (
        <div
          {...attributes}
          className={`cms-rte__li cms-rte__li--${node.listItem}`}
          style={{ marginInlineStart: `${(node.level ?? 1) * 1.5}em` }}
        >
          {children}
        </div>
      );
    }
    if (node.style === "h2") return <h2 {...attributes}>{children}</h2>;
    if (node.style === "h3") return <h3 {...attributes}>{children}</h3>;
    return <p {...attributes}>{children}</p>;
  },
});

/** The editor's nodes; at module scope so they are registered once (see the editor's docs). */
export const richTextNodes = [
  textBlock,
  defineDecorator({ type: "strong", render: ({ children }) => <strong>{children}</strong> }),
  defineDecorator({ type: "em", render: ({ children }) => <em>{children}</em> }),
  defineAnnotation({
    type: "link",
    render: ({ children, annotation }) => (
      <span className="cms-rte__link" title={String(annotation.href ?? annotation.path ?? "")}>
        {children}
      </span>
    ),
  }),
  defineBlockObject({
    type: "image",
    render: ({ attributes, children, node, path }) => (
      <EditorImage
        attributes={attributes}
        node={node as unknown as ImageBlock}
        path={path as unknown as Path}
      >
        {children}
      </EditorImage>
    ),
  }),
];
