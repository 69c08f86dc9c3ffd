import type { ReactNode } from "react";

/** One term and its value inside a <dl> (an event's date, time and venue). */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
