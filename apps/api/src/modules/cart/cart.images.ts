import type { CartLineItem } from "@mt/contract/cart";
import type { Answers } from "@mt/domain/price/job-definition";
import { fieldError } from "../../lib/http-error.ts";

/**
 * What a cart needs of the media module (decision 061): a line keeps its photos by their bare
 * `/media/<key>` address and answers with signed links to them.
 */
export interface CartFiles {
  signPath(path: string): string;
  /** The address as kept; null for a media address the client was never given. */
  named(address: string, known: ReadonlySet<string>): string | null;
}

const REFUSED = "Fant ikke bildet. Last det opp på nytt.";

const mapAnswerFiles = (answers: Answers, map: (key: string, address: string) => string): Answers =>
  Object.fromEntries(
    Object.entries(answers).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.map((item) => map(key, item)) : value,
    ]),
  );

/**
 * The photos a client sends in a line (its images and its file answers), as the line keeps them: a
 * signed link the client was given, or an address already in the line (`known`), becomes the bare
 * address; any other media address is refused with 422 under its field, so nobody adds a private
 * file to a cart to get a fresh link to it.
 */
export function keptFiles<T extends { answers: Answers; images: string[] }>(
  input: T,
  files: CartFiles,
  known: ReadonlySet<string> = new Set(),
): T {
  const keep = (field: string, address: string) => {
    const kept = files.named(address, known);
    if (kept === null) throw fieldError("VALIDATION_ERROR", field, REFUSED);
    return kept;
  };
  return {
    ...input,
    answers: mapAnswerFiles(input.answers, (key, address) => keep(`answers.${key}`, address)),
    images: input.images.map((address) => keep("images", address)),
  };
}

/** A line's data as an answer gives it: its photos by signed links. */
export function signedFiles(data: CartLineItem["data"], files: CartFiles): CartLineItem["data"] {
  return {
    ...data,
    answers: mapAnswerFiles(data.answers, (_key, address) => files.signPath(address)),
    images: data.images.map(files.signPath),
  };
}
