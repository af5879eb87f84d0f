import { DEFAULT_PRODUCT_NAME } from "./product-name";

type RootMatch = { id: string; data?: unknown } | undefined;

/** "Tittel | Produktnavn": every page title carries the product name as a suffix. */
export function pageTitle(title: string | undefined, matches: readonly RootMatch[]): string {
  const root = matches.find((match) => match?.id === "root")?.data as
    | { settings?: { productName?: string } }
    | undefined;
  const productName = root?.settings?.productName ?? DEFAULT_PRODUCT_NAME;
  return title ? `${title} | ${productName}` : productName;
}
