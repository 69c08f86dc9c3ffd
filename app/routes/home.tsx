import { pageMeta } from "../components/layout/meta.ts";
import { school } from "../content/school.ts";

export const meta = () => pageMeta("/");

export default function Home() {
  return (
    <div className="page-body">
      <h1>{school.name}</h1>
      <p>{school.tagline}</p>
    </div>
  );
}
