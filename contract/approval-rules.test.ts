import { describe, expect, it } from "vitest";
import {
  approvableKindLabels,
  approvableKinds,
  approvalStateLabels,
  approvalStates,
  parseIstDateTime,
} from "./approval-rules.ts";
import { kolkataDateTime } from "./dates.ts";

describe("times staff type for 'Publish at' and 'Remove at'", () => {
  it("reads dd/mm/yyyy hh:mm as India time and shows it back the same", () => {
    const iso = parseIstDateTime("27/11/2026 07:00");
    expect(iso).toBe("2026-11-27T07:00:00+05:30");
    expect(new Date(iso as string).toISOString()).toBe("2026-11-27T01:30:00.000Z");
    expect(kolkataDateTime(iso)).toBe("27/11/2026 07:00");
    expect(parseIstDateTime(" 1/2/2027 7.05 ")).toBe("2027-02-01T07:05:00+05:30");
  });

  it("refuses what is not a real date and time", () => {
    for (const text of ["31/02/2027 07:00", "27/11/2026 24:00", "27/11/2026", "2026-11-27T07:00", "tomorrow 7"])
      expect(parseIstDateTime(text), text).toBeNull();
  });

  it("names every kind a school may put under approval and every state", () => {
    expect(Object.keys(approvableKindLabels)).toEqual([...approvableKinds]);
    expect(Object.keys(approvalStateLabels)).toEqual([...approvalStates]);
  });
});
