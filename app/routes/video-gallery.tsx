import { pageMeta } from "../components/layout/meta.ts";
import { PageHeader } from "../components/layout/page-header.tsx";
import { routeInfo } from "../content/site-map.ts";

const info = routeInfo("/video-gallery");

export const meta = () => pageMeta(info.path);

export default function Page() {
  return <PageHeader title={info.title} trail={info.trail} />;
}
