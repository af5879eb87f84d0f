export const RICH_TEXT_PLACEHOLDER = "Skriv her...";

interface BlockLike {
  _type?: string | undefined;
  children?: ReadonlyArray<{ text?: string | undefined }> | undefined;
}

/**
 * Rich text is empty when it is one block with one empty span. No blocks at all (null or [])
 * counts as empty too: nothing would be shown.
 */
export function isRichTextEmpty(value: readonly BlockLike[] | null | undefined): boolean {
  if (!value || value.length === 0) return true;
  if (value.length !== 1) return false;
  const [block] = value;
  const children = block?.children;
  return block?._type === "block" && children?.length === 1 && (children[0]?.text ?? "") === "";
}
