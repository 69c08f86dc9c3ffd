import { z } from "zod";
import { type ContentKind, contentKinds, contentSchemas } from "../../../contract/content.ts";
import { SHIPPED_LANGUAGES } from "../../../contract/languages.ts";
import { SchoolParam } from "../../../contract/school-code.ts";
import {
  AlbumId,
  ApiError,
  contentRoutes,
  LANG_PARAM_DESCRIPTION,
  LIST_CACHE_CONTROL,
  SUB_GALLERY_PATH,
  SUB_GALLERY_SUMMARY,
} from "../content/content-api.ts";
import { IMAGE_PATH, IMAGE_SUMMARY } from "../image/image-routes.ts";

/**
 * The OpenAPI 3.1 document of the public API. Every schema in it is
 * generated from the zod schemas the routes and tests use (contract/content.ts
 * and content-routes.ts), and every path from the route tables, so the
 * document cannot drift from the code.
 */

export type JsonSchema = Record<string, unknown>;

interface Parameter {
  name: string;
  in: "path" | "query" | "header";
  required: boolean;
  description: string;
  schema: JsonSchema;
}

interface ResponseSpec {
  description: string;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
  content?: Record<string, { schema: JsonSchema }>;
}

export interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters: Parameter[];
  responses: Record<string, ResponseSpec>;
}

export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  tags: { name: string; description: string }[];
  paths: Record<string, Record<"get", Operation>>;
  components: { schemas: Record<string, JsonSchema> };
}

export const DOCS_PATH = "/api/docs";
const DOCS_SUMMARY = "This document: JSON (OpenAPI 3.1), or a readable page when a browser asks";

/** Component name of each content kind ("onlineRegistration" → "OnlineRegistration"). */
export const componentName = (kind: ContentKind) => kind[0].toUpperCase() + kind.slice(1);
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** JSON Schema (2020-12, the dialect of OpenAPI 3.1) of a zod schema, as the API sends it. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: "output", unrepresentable: "any" }) as JsonSchema;
  return rest;
}

const errorResponse = (description: string): ResponseSpec => ({
  description,
  content: { "application/json": { schema: ref("ApiError") } },
});

const stringHeader = (description: string) => ({ description, schema: { type: "string" } });

const cachedListHeaders = {
  ETag: stringHeader("Changes whenever the answer changes; send it back in If-None-Match."),
  "Cache-Control": stringHeader(`\`${LIST_CACHE_CONTROL}\``),
};

const commonErrors = {
  "429": {
    description: "Too many requests from this address; retry after the given number of seconds.",
    headers: { "Retry-After": { description: "Seconds to wait.", schema: { type: "integer" } } },
    content: { "application/json": { schema: ref("ApiError") } },
  },
} satisfies Record<string, ResponseSpec>;

const ignoredAuthorization: Parameter = {
  name: "Authorization",
  in: "header",
  required: false,
  description:
    "Accepted and ignored: the old client sent a bearer token with some calls, but this data is public (docs/api.md).",
  schema: { type: "string" },
};

/** Issue 29: the items in one of the school's languages. */
const langParameter: Parameter = {
  name: "lang",
  in: "query",
  required: false,
  description: LANG_PARAM_DESCRIPTION,
  schema: { type: "string", enum: [...SHIPPED_LANGUAGES] },
};

function operationIdOf(path: string): string {
  const words = path
    .replace(/^\/api\//, "")
    .split("/")
    .filter((s) => s && !s.startsWith(":") && s !== "*")
    .map((s) => s[0].toUpperCase() + s.slice(1));
  return `get${words.join("")}`;
}

const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, "{$1}");

export function buildOpenApiDocument(): OpenApiDocument {
  const schemas: Record<string, JsonSchema> = {};
  for (const kind of contentKinds) schemas[componentName(kind)] = jsonSchemaOf(contentSchemas[kind]);
  schemas.ApiError = jsonSchemaOf(ApiError);

  const paths: OpenApiDocument["paths"] = {};
  for (const route of contentRoutes) paths[toOpenApiPath(route.path)] = { get: contentListOperation(route) };
  paths[SUB_GALLERY_PATH] = { get: albumOperation() };
  paths[toOpenApiPath(IMAGE_PATH.replace("*", ":file"))] = { get: imageOperation() };
  paths[DOCS_PATH] = { get: docsOperation() };

  return {
    openapi: "3.1.0",
    info: {
      title: "School website content API",
      version: "1.0.0",
      description:
        "The calls of the old provider's API with their paths and field names, so existing clients keep working. " +
        "All content is public: no authentication, any origin may read it. Lists are JSON arrays of records, " +
        "each with its _id; dates are YYYY-MM-DD in Asia/Kolkata.",
    },
    tags: [
      { name: "Content", description: "Lists and records of the school's content." },
      { name: "Files", description: "Images and attachments." },
      { name: "Documentation", description: "This document." },
    ],
    paths,
    components: { schemas },
  };
}

/** A content list of spec section 7. */
function contentListOperation(route: (typeof contentRoutes)[number]): Operation {
  return {
    operationId: operationIdOf(route.path),
    summary: route.summary,
    tags: ["Content"],
    parameters: [
      {
        name: "school",
        in: "path",
        required: true,
        description: "The school code.",
        schema: jsonSchemaOf(SchoolParam),
      },
      langParameter,
      ignoredAuthorization,
      {
        name: "If-None-Match",
        in: "header",
        required: false,
        description: "An ETag of an earlier answer: 304 when unchanged.",
        schema: { type: "string" },
      },
    ],
    responses: {
      "200": {
        description: `A JSON array of ${componentName(route.kind)} records.`,
        headers: cachedListHeaders,
        content: { "application/json": { schema: { type: "array", items: ref(componentName(route.kind)) } } },
      },
      "304": { description: "Not modified: the ETag in If-None-Match is current.", headers: cachedListHeaders },
      "400": errorResponse("Malformed school code, or a language unknown or not switched on."),
      "404": errorResponse("Unknown school code."),
      ...commonErrors,
    },
  };
}

/** One album by id. */
function albumOperation(): Operation {
  return {
    operationId: "getSubGallery",
    summary: SUB_GALLERY_SUMMARY,
    tags: ["Content"],
    parameters: [
      { name: "id", in: "query", required: true, description: "The album's _id.", schema: jsonSchemaOf(AlbumId) },
      langParameter,
      ignoredAuthorization,
    ],
    responses: {
      "200": {
        description: "The album.",
        headers: cachedListHeaders,
        content: { "application/json": { schema: ref(componentName("gallery")) } },
      },
      "304": { description: "Not modified.", headers: cachedListHeaders },
      "400": errorResponse("id missing, empty or given more than once; a language unknown or not switched on."),
      "404": errorResponse("No album with this id (or a malformed id)."),
      ...commonErrors,
    },
  };
}

const binary = (type: string) => ({ schema: { type: "string", contentMediaType: type } });

/** Images and attachments, resized on request. */
function imageOperation(): Operation {
  return {
    operationId: "getImage",
    summary: IMAGE_SUMMARY,
    description:
      "The file id is the value found in attachments, images and image fields; it may contain slashes (ab/0123….jpg). " +
      "With w, JPEG, PNG and WebP images answer a copy at most w pixels wide (never enlarged): WebP, made on first " +
      "request and kept; with f=avif, the AVIF copy made in the background at import, or WebP until it exists. " +
      "PDFs ignore w. Answers are immutable and cacheable for a year.",
    tags: ["Files"],
    parameters: [
      {
        name: "file",
        in: "path",
        required: true,
        description: "File id or old-style path (may contain slashes).",
        schema: { type: "string" },
      },
      {
        name: "w",
        in: "query",
        required: false,
        description: "Width of a resized copy.",
        schema: { type: "integer", enum: [400, 800, 1600] },
      },
      {
        name: "f",
        in: "query",
        required: false,
        description: "Format of the resized copy (needs w); default webp.",
        schema: { type: "string", enum: ["webp", "avif"] },
      },
    ],
    responses: {
      "200": {
        description: "The file, or its resized copy.",
        headers: { ETag: stringHeader("Validator of this file."), "Cache-Control": stringHeader("Immutable.") },
        content: {
          "image/jpeg": binary("image/jpeg"),
          "image/png": binary("image/png"),
          "image/webp": binary("image/webp"),
          "image/avif": binary("image/avif"),
          "application/pdf": binary("application/pdf"),
        },
      },
      "304": { description: "Not modified." },
      "400": errorResponse("w or f not one of the allowed values."),
      "404": errorResponse("No such public file (including any path outside the store)."),
      ...commonErrors,
    },
  };
}

/** This document. */
function docsOperation(): Operation {
  return {
    operationId: "getDocs",
    summary: DOCS_SUMMARY,
    tags: ["Documentation"],
    parameters: [
      {
        name: "format",
        in: "query",
        required: false,
        description: "Overrides the Accept header.",
        schema: { type: "string", enum: ["json", "html"] },
      },
    ],
    responses: {
      "200": {
        description: "This document.",
        content: { "application/json": { schema: { type: "object" } }, "text/html": { schema: { type: "string" } } },
      },
      "400": errorResponse("Unknown format."),
      ...commonErrors,
    },
  };
}
