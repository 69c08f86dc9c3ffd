import type { ComponentProps } from "react";
import { kitDateFieldWords as sw } from "../../i18n/catalogues/staff/kit-date-field.ts";
import { TextField } from "./form-kit.tsx";

/**
 * A date typed as dd/mm/yyyy. A plain text input on purpose: a native date
 * input follows the browser's locale (mm/dd/yyyy under en-US), while staff
 * read and write dates the Indian way. parseDmy (contract/dates.ts) checks it
 * here and on the server alike.
 */
export function DateField({ help, ...props }: ComponentProps<typeof TextField>) {
  return (
    <TextField
      {...props}
      type="text"
      help={
        help ? (
          <>
            {help} {sw("writeItAs")}
          </>
        ) : (
          sw("writeItAs")
        )
      }
      inputMode="numeric"
      autoComplete="off"
      pattern="\d{1,2}/\d{1,2}/\d{4}"
      placeholder={sw("ddMmYyyy")}
      maxLength={10}
    />
  );
}
