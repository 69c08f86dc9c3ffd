import { kitMoveButtonsWords as sw } from "../../i18n/catalogues/staff/kit-move-buttons.ts";
/**
 * The "up" and "down" buttons of one entry in a list staff put in order.
 * Each button's accessible name names its entry (heard by screen readers,
 * not shown), so a list of buttons tells the entries apart. `arrows` is the
 * compact look of photo and file lists ("↑ Up", named "Move photo 2 up");
 * otherwise the words "Move up", named "Move up: <entry>".
 */
export function MoveButtons({
  name,
  index,
  count,
  onMove,
  arrows = false,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (to: number, direction: "up" | "down") => void;
  arrows?: boolean;
}) {
  const moves = [
    { direction: "up", to: index - 1, words: sw("moveUp"), arrow: "↑", short: " Up", off: index === 0 },
    {
      direction: "down",
      to: index + 1,
      words: sw("moveDown"),
      arrow: "↓",
      short: " Down",
      off: index === count - 1,
    },
  ] as const;
  return moves.map((m) =>
    arrows ? (
      <button
        key={m.direction}
        type="button"
        className="button button--small button--ghost"
        data-action={m.direction}
        disabled={m.off}
        aria-label={sw("move", { name, direction: m.direction })}
        onClick={() => onMove(m.to, m.direction)}
      >
        {m.arrow}
        <span aria-hidden="true">{m.short}</span>
      </button>
    ) : (
      <button
        key={m.direction}
        type="button"
        className="button button--small"
        disabled={m.off}
        aria-label={`${m.words}: ${name}`}
        onClick={() => onMove(m.to, m.direction)}
      >
        {m.words}
      </button>
    ),
  );
}
