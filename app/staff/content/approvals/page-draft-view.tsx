import type { Block } from "../../../../contract/page-blocks.ts";
import { PageHeader } from "../../../components/layout/page-header.tsx";
import { ContentBlocks } from "../../../features/content-page/content-blocks.tsx";
import type { DraftPhotos } from "../../kit/draft-photos.ts";
import { approvalsText as t } from "./approvals-text.ts";
import "../../../features/content-page/content-page.css";
import "./approvals.css";

/** A page's part in the change, marked when the live page has no part just like it. */
export interface ReviewBlock {
  block: Block;
  changed: boolean;
}

/** What is new against the live version: marked in words (for every reader) and by a frame and colour. */
function Changed({ children }: { children: React.ReactNode }) {
  return (
    <div className="review-part review-part--changed">
      <p className="review-part__tag">{t.changedTag}</p>
      {children}
    </div>
  );
}

/** One part of the page, marked when it is new or changed. */
function Part({ changed, children }: { changed: boolean; children: React.ReactNode }) {
  return changed ? <Changed>{children}</Changed> : <div>{children}</div>;
}

/**
 * A page's change drawn as visitors will see it, by the site's own renderer
 * (the page editor's preview draws a draft the same way), with the title and
 * each part that is new or changed against the live page marked.
 */
export function PageDraftView(props: {
  title: string;
  titleChanged: boolean;
  trail: string[];
  blocks: ReviewBlock[];
  removedBlocks: number;
  photos: DraftPhotos;
}) {
  const header = <PageHeader title={props.title} trail={props.trail} />;
  const changedCount = props.blocks.filter((b) => b.changed).length;
  return (
    <section className="review-visitors" aria-labelledby="as-visitors-title">
      <h2 id="as-visitors-title">{t.asVisitors}</h2>
      <p>{t.blocksChanged(changedCount, props.removedBlocks)}</p>
      <div className="page-preview">
        {props.titleChanged ? <Changed>{header}</Changed> : header}
        <div className="page-body">
          {props.blocks.map(({ block, changed }, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one change, in a fixed order
            <Part key={i} changed={changed}>
              <ContentBlocks blocks={[block]} photos={props.photos} messages={[]} imageSizes={{}} />
            </Part>
          ))}
        </div>
      </div>
    </section>
  );
}
