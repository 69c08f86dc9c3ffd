/** A staff table's column headings; a last column of buttons (`hidden`) is named for screen readers only. */
export function TableHead({ columns, hidden }: { columns: string[]; hidden?: string }) {
  return (
    <thead>
      <tr>
        {columns.map((c) => (
          <th key={c} scope="col">
            {c}
          </th>
        ))}
        {hidden === undefined ? null : (
          <th scope="col">
            <span className="visually-hidden">{hidden}</span>
          </th>
        )}
      </tr>
    </thead>
  );
}
