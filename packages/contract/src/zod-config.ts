import { z } from "zod";

let configured = false;

/** Norwegian zod messages everywhere, with the spec's "Må fylles ut" for a missing value. */
export function useNorwegianZodMessages(): void {
  if (configured) return;
  configured = true;
  z.config(z.locales.no());
  z.config({
    customError: (issue) =>
      issue.code === "invalid_type" && (issue.input === undefined || issue.input === null)
        ? "Må fylles ut"
        : undefined,
  });
}
