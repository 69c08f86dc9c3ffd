import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contentFileFields, contentInputSchemas, contentKinds } from "../../../contract/content.ts";
import { addHeading, kindDefs, kindOrder } from "./content-fields.ts";
import { emptyValues, toBody } from "./content-values.ts";

// The form definitions against the contract: a field the server does not know,
// or a required input the form never asks for, fails here.
describe("content field definitions", () => {
  it("cover every content kind, in the order of spec section 3", () => {
    expect([...kindOrder].sort()).toEqual([...contentKinds].sort());
    for (const k of contentKinds) expect(kindDefs[k].kind).toBe(k);
  });

  it('say "Add an event" and "Add a news item", as staff would write them', () => {
    expect(addHeading(kindDefs.event)).toBe("Add an event");
    expect(addHeading(kindDefs.news)).toBe("Add a news item");
    expect(addHeading(kindDefs.onlineRegistration)).toBe("Add an online registration");
  });

  for (const kind of contentKinds) {
    it(`${kind}: fields exist in the input schema and every required input has a field`, () => {
      // The event's schema is an object piped through a transform (its times): read the object.
      const schema = contentInputSchemas[kind];
      const shape = ("in" in schema ? schema.in.shape : schema.shape) as Record<string, z.ZodType>;
      const names = kindDefs[kind].fields.map((f) => f.name);
      for (const n of names) expect(Object.keys(shape), `${kind}.${n}`).toContain(n);
      for (const [key, schema] of Object.entries(shape)) {
        if (key === "_id") continue;
        const optional = schema.safeParse(undefined).success;
        if (!optional) expect(names, `${kind} needs a field for ${key}`).toContain(key);
      }
      const fileFields = kindDefs[kind].fields.filter((f) => f.type === "files").map((f) => f.name);
      expect(fileFields.sort()).toEqual([...contentFileFields[kind]].sort());
    });

    it(`${kind}: a new form, filled with a title, is a valid request body`, () => {
      const def = kindDefs[kind];
      const values = emptyValues(def, "2026-05-04", new Date("2026-05-04T06:30:00Z"));
      for (const f of def.fields) {
        if (f.required && values[f.name] === "") values[f.name] = f.type === "url" ? "https://example.com/x" : "Text";
      }
      const { status, ...body } = toBody(def, values, "published");
      expect(status).toBe("published");
      const parsed = contentInputSchemas[kind].safeParse(body);
      expect(parsed.success ? [] : z.prettifyError(parsed.error)).toEqual([]);
    });
  }

  it("name the categories the public pages read", () => {
    const initial = (kind: "gallery" | "circular" | "message") =>
      kindDefs[kind].fields.find((f) => f.name === "category")?.initial;
    expect(initial("gallery")).toBe("PhotoGallery");
    expect(initial("circular")).toBe("Newsletter");
    expect(initial("message")).toBe("President");
  });
});
