import type { ServerLoadContext } from "@mt/contract/load-context";

declare module "react-router" {
  interface AppLoadContext extends ServerLoadContext {}
}
