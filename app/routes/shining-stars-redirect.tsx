import { redirect } from "react-router";

/** The old address is misspelt (/shinning-stars) and kept; the correct spelling redirects to it for good. */
export function loader() {
  return redirect("/shinning-stars", 301);
}
