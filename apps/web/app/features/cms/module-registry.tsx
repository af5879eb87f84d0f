import type { ModuleType } from "@mt/domain/cms/module-types";
import type { ComponentType } from "react";
import { ButtonGroup } from "./modules/button-group";
import { CallToAction } from "./modules/call-to-action";
import { Faq } from "./modules/faq";
import { Hero } from "./modules/hero";
import { ImageModule } from "./modules/image-module";
import { JobCategoryGrid } from "./modules/job-category-grid";
import type { ModuleProps } from "./modules/module-props";
import { PostCodeCheck } from "./modules/post-code-check";
import { RichTextModule } from "./modules/rich-text-module";
import { SellingPoints } from "./modules/selling-points";
import { TextWithImage } from "./modules/text-with-image";

/**
 * The renderers of the module registry: one per module type, beside the type's zod schema in
 * `@mt/domain/cms/module-schemas`. module_template is rendered by CmsModules itself (it nests).
 */
export const moduleRenderers: {
  [T in Exclude<ModuleType, "module_template">]: ComponentType<ModuleProps<T>>;
} = {
  hero: Hero,
  rich_text: RichTextModule,
  image: ImageModule,
  text_with_image: TextWithImage,
  button_group: ButtonGroup,
  job_category_grid: JobCategoryGrid,
  unique_selling_points: SellingPoints,
  faq: Faq,
  call_to_action: CallToAction,
  post_code_check: PostCodeCheck,
};
