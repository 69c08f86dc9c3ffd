/**
 * Photo grid ([data-lightbox-grid], components/ui/lightbox-grid.tsx): a plain
 * click on a thumbnail opens the viewer instead of the image page. The viewer
 * loads on the first open only; if it cannot load, the link is followed.
 */
export default function enhance(grid: HTMLElement): void {
  let opening = false;
  grid.addEventListener("click", (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest<HTMLAnchorElement>("a.photo-grid__link");
    if (!link || !grid.contains(link)) return;
    event.preventDefault();
    if (opening) return;
    opening = true;
    import("./lightbox-viewer.enhance.ts").then(
      (viewer) => {
        opening = false;
        viewer.openViewer(grid, link);
      },
      () => {
        opening = false;
        window.location.assign(link.href);
      },
    );
  });
}
