import { useSchool } from "./school-context.tsx";

/** The school's postal address, a line each (the footer and the contact page). */
export function SchoolAddress() {
  const school = useSchool();
  return (
    <address>
      {school.address.lines.map((line) => (
        <span key={line} className="address-line">
          {line}
        </span>
      ))}
    </address>
  );
}
