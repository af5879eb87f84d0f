import type { CmsButton as Button } from "@mt/domain/cms/module-schemas";
import { resolveLink } from "@mt/domain/routes/links";
import { buttonClassName } from "../../components/ui/button";
import { CmsLink } from "./cms-link";

/** A CMS button: a link that looks like a button, with its buttonType, buttonSize and target. */
export function CmsButton({ button }: { button: Button }) {
  return (
    <CmsLink
      href={resolveLink(button)}
      target={button.target}
      className={buttonClassName({ variant: button.buttonType, size: button.buttonSize })}
    >
      <span className="ui-button__label">{button.title}</span>
    </CmsLink>
  );
}

export function CmsButtons({ buttons, align }: { buttons: Button[]; align?: "left" | "center" | "right" }) {
  if (buttons.length === 0) return null;
  return (
    <div className={`cms-buttons cms-buttons--${align ?? "left"}`}>
      {buttons.map((button, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a static list from the page content; titles may repeat
        <CmsButton key={`${button.title}-${index}`} button={button} />
      ))}
    </div>
  );
}
