/**
 * A small button that deletes, removes or withdraws something: its short
 * word shows, and `label` (its accessible name) says what it acts on.
 */
export function DangerButton({
  label,
  onClick,
  children,
  action,
}: {
  label: string;
  onClick(): void;
  children: string;
  /** data-action, where a script or test finds the button by it. */
  action?: string;
}) {
  return (
    <button
      type="button"
      className="button button--small button--ghost admin-button--danger"
      data-action={action}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
