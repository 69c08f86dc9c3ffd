import { staffApiPaths } from "../../../contract/staff-api-paths.ts";
import { schoolProfileWords as sw } from "../../i18n/catalogues/staff/school-profile.ts";
import { useStaffSubmit } from "../kit/use-staff-submit.tsx";
import { ApiError, api } from "../shell/api.ts";

// Its one message shows under its button, whatever the answer says.
const noFields = {};

/**
 * "From the demo: check this" beside values that came with the demo (issue
 * 26): they count as to do on the dashboard until staff change them (and
 * save) or say they are right here.
 */
export function DemoCheck({
  parts,
  what,
  fromDemo,
  onConfirmed,
}: {
  /** The parts this note covers ("admission", or the two CBSE numbers). */
  parts: readonly string[];
  /** What to check, in staff words. */
  what: string;
  fromDemo: readonly string[];
  onConfirmed: (fromDemo: string[], message: string) => void;
}) {
  const { busy, alert: error, submit } = useStaffSubmit(`demo-${parts.join("-")}`, noFields);
  const left = parts.filter((p) => fromDemo.includes(p));
  if (left.length === 0) return null;
  const post = async () => {
    const answer = await api<{ fromDemo: string[] }>(staffApiPaths.schoolProfile.confirm, {
      method: "POST",
      body: { parts: left },
    });
    onConfirmed(answer.fromDemo, sw("confirmed", { what }));
  };
  const fallback = sw("thatDidNotWork");
  const confirm = () => submit(post, { fallback, failed: (err) => (err instanceof ApiError ? err.message : fallback) });
  return (
    <div className="demo-check">
      <p>
        <strong className="demo-check__badge">{sw("fromTheDemoCheck")}</strong> {sw("cameWithTheDemo", { what })}
      </p>
      <button type="button" className="button button--small" disabled={busy} onClick={confirm}>
        {sw("theseAreRight")}
        <span className="visually-hidden">: {what}</span>
      </button>
      {error ? (
        <p className="admin-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
