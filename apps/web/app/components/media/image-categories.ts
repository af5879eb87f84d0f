import type { ImageCategory } from "@mt/domain/entities/enums";

export const CATEGORY_LABELS: Record<ImageCategory, string> = {
  product: "Produkt",
  illustration: "Illustrasjon",
  picture: "Bilde",
  icon: "Ikon",
};
