import { staffPage } from "../shell/admin-shell.tsx";
import { pageTitle } from "../shell/admin-text.ts";
import type { Route } from "./+types/route-menu";
import { MenuEditor } from "./menu-editor.tsx";
import { menuText } from "./menu-parts.tsx";
import { loadPagesAndMenu } from "./pages-load.ts";
import "./pages.css";

export const meta = () => pageTitle(menuText.title);

/** The header menu on its own screen (issue 26), where staff look for it. */
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => loadPagesAndMenu(request);

export default staffPage<Route.ComponentProps["loaderData"]>(({ data }) => (
  <MenuEditor groups={data.groups} pages={data.pages} />
));
