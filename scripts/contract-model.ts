// The parts of openapi.yaml the generators read, typed once for both (scripts/generate.ts writes
// the server's table, scripts/generate/client-*.ts the SDK's).

export const BODY_LIMITS = ['json', 'template', 'file', 'table-zip', 'config-zip'] as const;
export type BodyLimit = (typeof BODY_LIMITS)[number];

export const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export interface SchemaObject {
  type?: string;
  format?: string;
  $ref?: string;
  description?: string;
  default?: unknown;
  items?: SchemaObject;
  oneOf?: SchemaObject[];
  required?: string[];
  properties?: Record<string, SchemaObject>;
  enum?: unknown[];
  /** On the Problem's `code`: the codes each error status may carry, the usual one first. */
  'x-codes-by-status'?: Record<string, string[]>;
}
export interface MediaType {
  schema?: SchemaObject;
}
export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  description?: string;
  schema?: SchemaObject;
  $ref?: string;
}
export interface Operation {
  operationId: string;
  summary?: string;
  description?: string;
  deprecated?: boolean;
  parameters?: Parameter[];
  requestBody?: { description?: string; required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, { $ref?: string; content?: Record<string, MediaType> }>;
  security?: unknown[];
  'x-security-group': string;
  'x-security-permissions': string[];
  'x-origin': 'spec' | 'companion' | 'extension';
  /** Overrides the read/write rule below; needed where the permission names do not say it. */
  'x-access'?: 'read' | 'write';
  /** Which setting bounds the request body; JSON bodies (the default) need none. */
  'x-body-limit'?: BodyLimit;
  /**
   * What `custom` admits, on an operation that lists it: `self` (the caller's own user record and
   * tokens only) or `nothing` (listed by the published interface, grants nothing here).
   */
  'x-security-custom'?: 'self' | 'nothing';
  /** Set on operations that take no parameters: they ignore query parameters (see unknownQuery). */
  'x-eov-allow-unknown-query-parameters'?: boolean;
  tags: string[];
}

export interface Spec {
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  components: { parameters: Record<string, Parameter>; schemas: Record<string, SchemaObject> };
}
