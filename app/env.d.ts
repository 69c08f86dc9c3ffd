import type { AppContext } from "../contract/site-data.ts";

declare module "react-router" {
  interface AppLoadContext extends AppContext {}
}
