import type { ReactNode } from "react";

/** A staff list page's heading and introduction, then the list, or a sentence saying it is empty. */
export function ListFrame(props: { title: string; intro: string; none: string; count: number; children: ReactNode }) {
  return (
    <>
      <h1>{props.title}</h1>
      <p className="admin-page__intro">{props.intro}</p>
      {props.count ? props.children : <p>{props.none}</p>}
    </>
  );
}
