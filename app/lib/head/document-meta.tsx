import { useContext } from "react";
import {
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FrameworkContext as FrameworkContext,
  type MetaDescriptor,
  useLocation,
} from "react-router";
import { isShareTag, routeMeta } from "./route-meta.ts";

/**
 * React Router's <Meta> for the document's own tags (<title>, description,
 * robots): the routes' `meta` is their one author. The sharing tags the same
 * `meta` gives are written by the renderer at the end of <head>
 * (share-tags.ts), where a <link> or <meta> drawn by React could not go
 * (React moves them up, before the styles).
 */
export function DocumentMeta() {
  const framework = useContext(FrameworkContext);
  const state = useContext(DataRouterStateContext);
  const location = useLocation();
  if (!framework || !state) return null;
  const meta = routeMeta({
    routeModules: framework.routeModules,
    matches: state.matches,
    loaderData: state.loaderData,
    errors: state.errors,
    location,
  });
  return <>{meta.filter((d) => !isShareTag(d)).map(documentTag)}</>;
}

/** One descriptor as React Router's <Meta> draws it. */
function documentTag(d: MetaDescriptor) {
  if (!d) return null;
  if ("tagName" in d) {
    const { tagName, ...rest } = d;
    return tagName === "meta" ? <meta key={JSON.stringify(rest)} {...(rest as object)} /> : null;
  }
  if ("title" in d) return <title key="title">{String(d.title)}</title>;
  if ("charSet" in d || "charset" in d) return null;
  return <meta key={JSON.stringify(d)} {...(d as object)} />;
}
