import { staffPage } from "../shell/admin-shell.tsx";
import { pageTitle } from "../shell/admin-text.ts";
import type { Route } from "./+types/route-list";
import { PagesList } from "./pages-list.tsx";
import { loadPagesAndMenu } from "./pages-load.ts";
import "./pages.css";
import { pagesWords as sw } from "../../i18n/catalogues/staff/pages.ts";

export const meta = () => pageTitle(sw("pages"));

export const clientLoader = ({ request }: Route.ClientLoaderArgs) => loadPagesAndMenu(request);

export default staffPage<Route.ComponentProps["loaderData"]>(PagesList);
