import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
// Ajv comes with Fastify; it checks that the published schemas describe real answers.
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentSchemas } from "../../../contract/content.ts";
import { buildApp } from "../../app.ts";
import { testConfig } from "../../config.ts";
import { contentRoutes } from "../content/content-api.ts";
import { esc } from "./docs-page.ts";
import { prefersHtml } from "./docs-routes.ts";
import { componentName, jsonSchemaOf, type OpenApiDocument } from "./openapi.ts";

type App = Awaited<ReturnType<typeof buildApp>>;

const openApiPath = (path: string) => path.replace(":school", "{school}");
const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8";

describe("GET /api/docs", () => {
  let app: App;
  let dataDir: string;
  let doc: OpenApiDocument;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "docs-api-"));
    app = await buildApp({ config: testConfig({ dataDir }) });
    const res = await app.inject({ url: "/api/docs", headers: { accept: "application/json" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    doc = res.json();
  });

  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("is an OpenAPI 3.1 document listing every content call with its summary and response schema", () => {
    expect(doc.openapi).toBe("3.1.0");
    for (const route of contentRoutes) {
      const op = doc.paths[openApiPath(route.path)]?.get;
      expect(op, route.path).toBeDefined();
      expect(op.summary).toBe(route.summary);
      expect(op.parameters.find((p) => p.name === "school")?.in).toBe("path");
      expect(op.responses["200"].content?.["application/json"].schema).toEqual({
        type: "array",
        items: { $ref: `#/components/schemas/${componentName(route.kind)}` },
      });
      for (const status of ["304", "400", "404", "429"]) expect(op.responses[status], status).toBeDefined();
    }
    expect(doc.paths["/api/subGallery"].get.responses["200"].content?.["application/json"].schema).toEqual({
      $ref: "#/components/schemas/Gallery",
    });
    expect(doc.paths["/api/image/{file}"].get.parameters.map((p) => p.name)).toEqual(["file", "w", "f"]);
    expect(doc.paths["/api/docs"]).toBeDefined();
  });

  it("takes its schemas from the zod schemas of contract/content.ts", () => {
    for (const [kind, schema] of Object.entries(contentSchemas)) {
      const component = doc.components.schemas[componentName(kind as keyof typeof contentSchemas)];
      expect(component).toEqual(jsonSchemaOf(schema));
      expect(Object.keys(component.properties as object).sort()).toEqual(Object.keys(schema.shape).sort());
    }
  });

  it("describes the real answers: they validate against the published schemas", async () => {
    const ajv = new Ajv2020({ strict: false });
    await app.services.content.create("tvms", "news", {
      title: "Results day",
      description: "All passed",
      fromDate: "2025-05-13",
      attachments: ["ab/x.pdf"],
    });
    await app.services.content.create("tvms", "testimonial", {
      name: "A parent",
      description: "Thanks",
      createdAt: "2025-01-02T03:04:05.000Z",
      attachments: [],
    });
    await app.services.schools.changed("tvms");
    for (const route of contentRoutes) {
      const body = (await app.inject({ url: route.path.replace(":school", "tvms") })).json();
      const schema = doc.components.schemas[componentName(route.kind)];
      const validate = ajv.compile({ type: "array", items: schema });
      expect(validate(body), `${route.path}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
    const news = (await app.inject({ url: "/api/news/all/tvms" })).json();
    expect(news).toHaveLength(1);
    // The check can fail: an unknown field is refused.
    expect(ajv.validate(doc.components.schemas.News, { ...news[0], extra: 1 })).toBe(false);
    const error = (await app.inject({ url: "/api/news/nope" })).json();
    expect(ajv.validate(doc.components.schemas.ApiError, error)).toBe(true);
  });

  it("is a readable page for a browser, without scripts", async () => {
    const res = await app.inject({ url: "/api/docs", headers: { accept: BROWSER_ACCEPT } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers.vary).toBe("Accept, Accept-Encoding");
    const html = res.body;
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(res.headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+'(;|$)/);
    for (const route of contentRoutes) {
      expect(html).toContain(`GET ${openApiPath(route.path)}`);
      expect(html).toContain(esc(route.summary));
    }
    // Field names of the response schemas are listed.
    for (const field of ["fromDate", "videoUrl", "createdAt", "venue"]) expect(html).toContain(`<code>${field}</code>`);
    expect(html).toContain('href="/api/docs?format=json"');
  });

  it("lets ?format override the Accept header, and refuses unknown formats", async () => {
    const json = await app.inject({ url: "/api/docs?format=json", headers: { accept: BROWSER_ACCEPT } });
    expect(json.headers["content-type"]).toMatch(/^application\/json/);
    const html = await app.inject({ url: "/api/docs?format=html" });
    expect(html.headers["content-type"]).toMatch(/^text\/html/);
    for (const q of ["format=xml", "format=json&format=html"]) {
      const bad = await app.inject({ url: `/api/docs?${q}` });
      expect(bad.statusCode, q).toBe(400);
    }
    const plain = await app.inject({ url: "/api/docs" });
    expect(plain.headers["content-type"]).toMatch(/^application\/json/);
  });

  it("answers 304 when the ETag matches", async () => {
    const first = await app.inject({ url: "/api/docs" });
    const again = await app.inject({ url: "/api/docs", headers: { "if-none-match": first.headers.etag } });
    expect(again.statusCode).toBe(304);
  });

  it.each([
    [BROWSER_ACCEPT, true],
    ["application/json", false],
    ["*/*", false],
    ["application/json, text/html;q=0.5", false],
    ["text/html;q=0.9, application/json;q=0.1", true],
    [undefined, false],
  ])("Accept %s → HTML: %s", (accept, html) => {
    expect(prefersHtml(accept)).toBe(html);
  });
});
