import type { CodeSplittingGroup } from "rolldown";

// Small modules that load together, each group in one chunk. Left to the default splitting they came
// as chunks of 0.1–0.4 kB compressed each on the storefront's first pages, which compress worse one by
// one (decisions 047, 069).

/**
 * The rules of a text field (allowed characters, length, e-mail, phone, post code) and their Norwegian
 * messages: the text input applies them in the browser and the contracts' field schemas build on them,
 * so whoever loads one of them loads most of the others.
 */
export const fieldRulesChunk: CodeSplittingGroup = {
  name: "field-rules",
  test: /packages\/domain\/src\/(validation\/(text-input-rules|email|field-cleaning|messages|pattern|phone|post-code)|api\/known-error-messages)\.ts$/,
};

/** Image addresses (the media library's variants, responsive sizes), for every page with a picture. */
export const imageUrlChunk: CodeSplittingGroup = {
  name: "image-url",
  test: /packages\/domain\/src\/(format\/image-url|cms\/cms-image-url)\.ts$/,
};
