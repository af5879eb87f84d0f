import { type ComponentType, createContext, type ReactNode, useContext } from "react";
import { PostCodeForm } from "../../components/post-code-form";

/**
 * What a route hands the CMS renderers for modules whose behaviour lives in another feature
 * (features never import each other). Without a slot the module renders its plain form.
 */
export interface CmsSlots {
  postCodeCheck: ComponentType<{ buttonText: string }>;
}

const CmsSlotsContext = createContext<CmsSlots>({ postCodeCheck: PostCodeForm });

export function CmsSlotsProvider({ slots, children }: { slots: Partial<CmsSlots>; children: ReactNode }) {
  const current = useContext(CmsSlotsContext);
  return <CmsSlotsContext.Provider value={{ ...current, ...slots }}>{children}</CmsSlotsContext.Provider>;
}

export const useCmsSlots = (): CmsSlots => useContext(CmsSlotsContext);
