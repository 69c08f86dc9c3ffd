import type { JsonSchema, OpenApiDocument, Operation } from "./openapi.ts";

/**
 * The OpenAPI document as a page people can read: rendered on the server
 * from the document itself, so the page and the JSON say the same. No
 * scripts (the CSP forbids inline ones and none are needed).
 */
export function renderDocsPage(doc: OpenApiDocument, jsonHref: string): string {
  const operations = Object.entries(doc.paths).map(([path, item]) => ({ path, op: item.get }));
  const toc = operations
    .map(
      ({ path, op }) =>
        `<li><a href="#${anchor(op.operationId)}"><code>GET ${esc(path)}</code></a> — ${esc(op.summary)}</li>`,
    )
    .join("\n");
  const sections = operations.map(({ path, op }) => renderOperation(path, op)).join("\n");
  const components = Object.entries(doc.components.schemas)
    .map(([name, schema]) => renderComponent(name, schema))
    .join("\n");

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(doc.info.title)}</title>
<style>${STYLES}</style>
</head>
<body>
<main>
<h1>${esc(doc.info.title)} <small>${esc(doc.info.version)}</small></h1>
<p>${esc(doc.info.description)}</p>
<p>Machine-readable: <a href="${esc(jsonHref)}">OpenAPI ${esc(doc.openapi)} document (JSON)</a>.</p>
<nav aria-labelledby="toc-title">
<h2 id="toc-title">Calls</h2>
<ul>
${toc}
</ul>
</nav>
${sections}
<section aria-labelledby="schemas-title">
<h2 id="schemas-title">Schemas</h2>
${components}
</section>
</main>
</body>
</html>
`;
}

function renderOperation(path: string, op: Operation): string {
  const params = op.parameters.length
    ? `<table>
<caption>Parameters</caption>
<thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Description</th></tr></thead>
<tbody>
${op.parameters
  .map(
    (p) =>
      `<tr><td><code>${esc(p.name)}</code></td><td>${esc(p.in)}</td><td>${p.required ? "yes" : "no"}</td><td>${typeOf(p.schema)}</td><td>${esc(p.description)}</td></tr>`,
  )
  .join("\n")}
</tbody>
</table>`
    : "";
  const responses = `<table>
<caption>Responses</caption>
<thead><tr><th scope="col">Status</th><th scope="col">Description</th><th scope="col">Body</th></tr></thead>
<tbody>
${Object.entries(op.responses)
  .map(([status, r]) => {
    const body = r.content
      ? Object.entries(r.content)
          .map(([type, c]) => `<code>${esc(type)}</code>: ${typeOf(c.schema)}`)
          .join("<br>")
      : "none";
    return `<tr><td>${esc(status)}</td><td>${esc(r.description)}</td><td>${body}</td></tr>`;
  })
  .join("\n")}
</tbody>
</table>`;
  return `<section id="${anchor(op.operationId)}" aria-labelledby="${anchor(op.operationId)}-title">
<h2 id="${anchor(op.operationId)}-title"><code>GET ${esc(path)}</code></h2>
<p>${esc(op.summary)}</p>
${op.description ? `<p>${esc(op.description)}</p>` : ""}
${params}
${responses}
</section>`;
}

function renderComponent(name: string, schema: JsonSchema): string {
  const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return `<section id="schema-${anchor(name)}" aria-labelledby="schema-${anchor(name)}-title">
<h3 id="schema-${anchor(name)}-title">${esc(name)}</h3>
<table>
<thead><tr><th scope="col">Field</th><th scope="col">Required</th><th scope="col">Type and limits</th></tr></thead>
<tbody>
${Object.entries(props)
  .map(
    ([field, s]) =>
      `<tr><td><code>${esc(field)}</code></td><td>${required.has(field) ? "yes" : "no"}</td><td>${typeOf(s)}</td></tr>`,
  )
  .join("\n")}
</tbody>
</table>
${schema.additionalProperties === false ? "<p>No other fields.</p>" : ""}
</section>`;
}

/** A short human description of a JSON schema, as HTML. */
function typeOf(schema: JsonSchema): string {
  if (typeof schema.$ref === "string") {
    const name = schema.$ref.split("/").pop() ?? "";
    return `<a href="#schema-${anchor(name)}">${esc(name)}</a>`;
  }
  if (schema.type === "array") {
    const limit = typeof schema.maxItems === "number" ? ` (at most ${schema.maxItems})` : "";
    return `array of ${typeOf((schema.items ?? {}) as JsonSchema)}${limit}`;
  }
  const parts: string[] = [esc(String(schema.type ?? "any"))];
  if (Array.isArray(schema.enum))
    parts.push(`one of ${schema.enum.map((v) => `<code>${esc(String(v))}</code>`).join(", ")}`);
  if (typeof schema.contentMediaType === "string") parts.push(`<code>${esc(schema.contentMediaType)}</code> bytes`);
  const min = schema.minLength ?? schema.minimum;
  const max = schema.maxLength ?? schema.maximum;
  const unit = schema.type === "string" ? " characters" : "";
  if (min !== undefined && max !== undefined) parts.push(`${min}–${max}${unit}`);
  else if (max !== undefined) parts.push(`at most ${max}${unit}`);
  else if (min !== undefined) parts.push(`at least ${min}${unit}`);
  if (typeof schema.pattern === "string") parts.push(`matching <code>${esc(schema.pattern)}</code>`);
  return parts.join(", ");
}

const anchor = (s: string) => s.replace(/[^A-Za-z0-9_-]/g, "-");

export function esc(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string,
  );
}

const STYLES = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1d1d1f; background: #fff; }
main { max-width: 60rem; margin: 0 auto; padding: 1rem 1.25rem 4rem; }
h1 small { font-size: 0.6em; color: #555; font-weight: normal; }
h2 { margin-top: 2.5rem; border-top: 1px solid #ddd; padding-top: 1rem; font-size: 1.25rem; }
h3 { margin-top: 1.5rem; font-size: 1.1rem; }
code { font-family: ui-monospace, monospace; font-size: 0.9em; background: #f3f3f5; padding: 0 0.2em; border-radius: 3px; overflow-wrap: anywhere; }
table { border-collapse: collapse; width: 100%; margin: 0.75rem 0; font-size: 0.95rem; }
caption { text-align: left; font-weight: 600; padding: 0.25rem 0; }
th, td { border: 1px solid #ccc; padding: 0.35rem 0.5rem; text-align: left; vertical-align: top; }
th { background: #f3f3f5; }
td:first-child code { overflow-wrap: normal; white-space: nowrap; }
a { color: #0b57d0; }
a:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
`;
