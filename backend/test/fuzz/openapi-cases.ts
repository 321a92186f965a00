import { randomUUID } from 'node:crypto';
import { Prng } from './prng';

/** The parts of an OpenAPI 3 document the fuzzer reads. */
export interface OpenApiSchema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  minimum?: number;
  items?: OpenApiSchema;
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
  allOf?: OpenApiSchema[];
  oneOf?: OpenApiSchema[];
  anyOf?: OpenApiSchema[];
  nullable?: boolean;
  readOnly?: boolean;
}
interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: OpenApiSchema;
}
interface OpenApiOperation {
  operationId?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: OpenApiSchema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, OpenApiSchema> };
}

export type Identity = 'anonymous' | 'user' | 'admin';

export interface FuzzOperation {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: OpenApiParameter[];
  bodySchema?: OpenApiSchema;
  multipart: boolean;
}

export interface FuzzCase {
  identity: Identity;
  method: string;
  /** Path with query string, as sent. */
  url: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** What was mutated, for the failure report. */
  label: string;
}

const NUL = '\u0000';
const LONE_SURROGATE = '\ud800';
const LONG = 'x'.repeat(10_000);

/** Values that break naive code, for JSON fields. */
function weirdJsonValues(rng: Prng): unknown[] {
  return [
    null,
    0,
    -1,
    1.5,
    1e20,
    1e308,
    -1e308,
    true,
    '',
    'all',
    'null',
    NUL,
    `a${NUL}b`,
    LONE_SURROGATE,
    `x\udfffy`,
    LONG,
    '1e20',
    '-1',
    [],
    [null],
    {},
    Array.from({ length: 1000 }, (_, i) => `item-${i}`),
    nestedGarbage(rng, 30),
    { [NUL]: LONE_SURROGATE, __proto__x: { constructor: 'prototype' } },
  ];
}

/** Strings the database cannot store (NUL, lone surrogates) and ones that break URL encoders. */
const STRING_TRAPS = [NUL, `a${NUL}b`, LONE_SURROGATE, `x\udfffy`, `a\ud800@example.org`, `${NUL}@example.org`];

function pickSome<T>(rng: Prng, items: T[], count: number): T[] {
  return Array.from({ length: count }, () => rng.pick(items));
}

function nestedGarbage(rng: Prng, depth: number): unknown {
  let value: unknown = rng.pick([null, 1, 'leaf', NUL, true]);
  for (let i = 0; i < depth; i++) value = rng.next() < 0.5 ? [value, i] : { [`k${i}`]: value, n: null };
  return value;
}

/** Raw (already URL-encoded) query and path values. `%ED%A0%80` is a lone surrogate as CESU-8 bytes; `%FF` is not UTF-8. */
const RAW_QUERY_VALUES = [
  '',
  'all',
  'null',
  'undefined',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%FF',
  '%E0%A4%A',
  LONG,
  '1e20',
  '1e308',
  '-1e308',
  '-1',
  '0',
  '1.5',
  'NaN',
  'Infinity',
  'abc',
  'true',
  '%5B%5D',
  '%27%3B--',
];
const RAW_PATH_VALUES = ['abc', '0', '-1', '1e20', '%00', 'a%00b', '%ED%A0%80', '%FF', LONG, 'null', 'all', '%2e%2e', '..%2F..%2Fetc%2Fpasswd', '%20'];

export function listOperations(doc: OpenApiDocument): FuzzOperation[] {
  const ops: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const params = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      ops.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query'),
        bodySchema: content['application/json']?.schema,
        multipart: 'multipart/form-data' in content,
      });
    }
  }
  return ops;
}

/** Builds well-formed values from the document's schemas, then mutates them. */
export class CaseBuilder {
  constructor(
    private readonly doc: OpenApiDocument,
    private readonly rng: Prng,
    /** Real ids (profiles, users) so some requests reach the code behind the lookups. */
    private readonly knownIds: string[],
  ) {}

  resolve(schema: OpenApiSchema | undefined, depth = 0): OpenApiSchema {
    if (!schema || depth > 10) return {};
    if (schema.$ref) {
      const name = schema.$ref.split('/').pop() as string;
      return this.resolve(this.doc.components?.schemas?.[name], depth + 1);
    }
    const parts = schema.allOf ?? (schema.oneOf || schema.anyOf ? [(schema.oneOf ?? schema.anyOf)![0]] : undefined);
    if (parts) {
      const merged: OpenApiSchema = { ...schema, allOf: undefined, oneOf: undefined, anyOf: undefined, properties: {}, required: [] };
      for (const part of parts.map((p) => this.resolve(p, depth + 1))) {
        merged.type ??= part.type;
        merged.enum ??= part.enum;
        Object.assign(merged.properties!, part.properties ?? {});
        merged.required!.push(...(part.required ?? []));
      }
      return merged;
    }
    return schema;
  }

  sample(schema: OpenApiSchema | undefined, depth = 0): unknown {
    const s = this.resolve(schema);
    if (depth > 6) return null;
    if (s.example !== undefined) return s.example;
    if (s.enum?.length) return this.rng.pick(s.enum);
    const type = s.type ?? (s.properties ? 'object' : s.items ? 'array' : 'string');
    switch (type) {
      case 'object':
        return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, this.sample(v, depth + 1)]));
      case 'array':
        return [this.sample(s.items, depth + 1)];
      case 'integer':
      case 'number':
        return s.minimum ?? 1;
      case 'boolean':
        return true;
      default:
        if (s.format === 'date') return '1990-05-14';
        if (s.format === 'date-time') return '2024-01-01T00:00:00Z';
        if (s.format === 'email') return 'fuzz@example.org';
        return 'fuzz text';
    }
  }

  private pathValue(): string {
    const r = this.rng.next();
    if (r < 0.25 && this.knownIds.length) return this.rng.pick(this.knownIds);
    if (r < 0.35) return randomUUID();
    return this.rng.pick(RAW_PATH_VALUES);
  }

  private fillPath(op: FuzzOperation, override?: { name: string; value: string }): string {
    let path = op.path;
    for (const name of op.pathParams) {
      const value = override?.name === name ? override.value : this.knownIds.length ? this.rng.pick(this.knownIds) : randomUUID();
      path = path.replace(`{${name}}`, value);
    }
    return path;
  }

  private sampleQuery(op: FuzzOperation): string[] {
    return op.queryParams
      .filter((p) => p.required)
      .map((p) => {
        const v = this.sample(p.schema);
        return `${encodeURIComponent(p.name)}=${encodeURIComponent(String(v))}`;
      });
  }

  private json(identity: Identity, method: string, url: string, body: unknown, label: string): FuzzCase {
    return {
      identity,
      method,
      url,
      label,
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify(body) ?? 'null'),
    };
  }

  /** Every case for one operation as one identity. */
  casesFor(op: FuzzOperation, identity: Identity): FuzzCase[] {
    const cases: FuzzCase[] = [];
    const rng = this.rng;
    const withQuery = (path: string, parts: string[]) => (parts.length ? `${path}?${parts.join('&')}` : path);
    const baseBody = op.bodySchema ? this.sample(op.bodySchema) : undefined;
    const send = (url: string, label: string, body: unknown = baseBody): FuzzCase =>
      body === undefined
        ? { identity, method: op.method, url, headers: {}, label }
        : this.json(identity, op.method, url, body, label);

    // Well-formed request.
    cases.push(send(withQuery(this.fillPath(op), this.sampleQuery(op)), 'sample'));
    // Forged or broken sessions (anonymous callers only: the others carry a real token).
    if (identity === 'anonymous') {
      const header = (authorization: string, label: string): FuzzCase => {
        const c = send(withQuery(this.fillPath(op), this.sampleQuery(op)), label);
        return { ...c, headers: { ...c.headers, authorization } };
      };
      cases.push(header('Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.', 'token with alg none'));
      cases.push(header(`Bearer ${'A'.repeat(8000)}`, 'an 8,000-character token'));
      cases.push(header('Bearer a.b.c', 'token of three garbage parts'));
      cases.push(header('Basic YWRtaW46YWRtaW4=', 'basic auth'));
    }

    // Path ids.
    for (const name of op.pathParams) {
      for (let i = 0; i < 6; i++) {
        const value = this.pathValue();
        cases.push(send(withQuery(this.fillPath(op, { name, value }), this.sampleQuery(op)), `path ${name}=${value.slice(0, 40)}`));
      }
    }

    // Query values: each parameter alone, then all at once.
    for (const param of op.queryParams) {
      for (let i = 0; i < 5; i++) {
        const raw = rng.pick(RAW_QUERY_VALUES);
        const others = this.sampleQuery(op).filter((q) => !q.startsWith(`${param.name}=`));
        cases.push(send(withQuery(this.fillPath(op), [...others, `${param.name}=${raw}`]), `query ${param.name}=${raw.slice(0, 40)}`));
      }
      const twice = `${param.name}=1&${param.name}=2`;
      cases.push(send(withQuery(this.fillPath(op), [twice]), `query ${twice}`));
    }
    if (op.queryParams.length) {
      const all = op.queryParams.map((p) => `${p.name}=${rng.pick(RAW_QUERY_VALUES)}`);
      cases.push(send(withQuery(this.fillPath(op), all), `query all: ${all.join('&').slice(0, 120)}`));
    }

    // JSON bodies.
    const url = withQuery(this.fillPath(op), this.sampleQuery(op));
    if (op.bodySchema) {
      const schema = this.resolve(op.bodySchema);
      const base = (baseBody ?? {}) as Record<string, unknown>;
      const properties = Object.entries(schema.properties ?? {});
      // Read-only fields (a record sent back as it was read) are accepted and ignored: fuzzed together, not one by one.
      const readOnly = properties.filter(([, fieldSchema]) => this.resolve(fieldSchema).readOnly).map(([field]) => field);
      if (readOnly.length) {
        cases.push(send(url, 'body read-only fields=null', { ...base, ...Object.fromEntries(readOnly.map((f) => [f, null])) }));
        const weird = Object.fromEntries(readOnly.map((f) => [f, rng.pick([NUL, LONE_SURROGATE, 42, [], LONG, { a: NUL }, true])]));
        cases.push(send(url, 'body read-only fields, odd values', { ...base, ...weird }));
      }
      for (const [field, fieldSchema] of properties) {
        if (readOnly.includes(field)) continue;
        cases.push(send(url, `body ${field}=null`, { ...base, [field]: null }));
        cases.push(send(url, `body only ${field}=null`, { [field]: null }));
        for (const weird of [rng.pick(STRING_TRAPS), ...pickSome(rng, weirdJsonValues(rng), 2)]) {
          cases.push(send(url, `body ${field}=${JSON.stringify(weird)?.slice(0, 60)}`, { ...base, [field]: weird }));
        }
        const { [field]: _omitted, ...rest } = base;
        cases.push(send(url, `body without ${field}`, rest));
        // One level down: nested objects get their own nulls and oddities.
        const nested = this.resolve(fieldSchema);
        for (const inner of Object.keys(nested.properties ?? {})) {
          const value = rng.pick([null, NUL, LONE_SURROGATE, `a${NUL}`, 42, [], LONG]);
          const parent = (typeof base[field] === 'object' && base[field]) || {};
          cases.push(send(url, `body ${field}.${inner}=${JSON.stringify(value).slice(0, 40)}`, { ...base, [field]: { ...parent, [inner]: value } }));
        }
      }
      cases.push(send(url, 'body with an extra field', { ...base, is_admin: true, unknown_field: 'x' }));
      cases.push(send(url, 'body {}', {}));
    }
    // Whole-body oddities and malformed raw bodies: every route, since parsers run before any guard.
    for (const whole of [[1, 2, 3], 'text', 42, null, Array.from({ length: 5000 }, () => ({ a: NUL })), nestedGarbage(rng, 200)]) {
      cases.push(send(url, `body ${JSON.stringify(whole).slice(0, 60)}`, whole));
    }
    cases.push(...this.rawBodies(identity, op.method, url));
    if (op.multipart) cases.push(...this.multipartCases(identity, op.method, url));
    return cases;
  }

  private rawBodies(identity: Identity, method: string, url: string): FuzzCase[] {
    const raw = (label: string, headers: Record<string, string>, body: Buffer): FuzzCase => ({ identity, method, url, label, headers, body });
    const json = { 'content-type': 'application/json' };
    return [
      raw('bad JSON', json, Buffer.from('{"name": "x",')),
      raw('JSON with NUL escape in a key', json, Buffer.from('{"\\u0000": 1}')),
      raw('JSON with a lone surrogate', json, Buffer.from('{"q": "\\ud800"}')),
      raw('bad gzip', { ...json, 'content-encoding': 'gzip' }, this.rng.bytes(64)),
      raw('gzip header, truncated', { ...json, 'content-encoding': 'gzip' }, Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 3, 0xab])),
      raw('bad deflate', { ...json, 'content-encoding': 'deflate' }, this.rng.bytes(64)),
      raw('bad br', { ...json, 'content-encoding': 'br' }, this.rng.bytes(64)),
      raw('unsupported encoding', { ...json, 'content-encoding': 'compress' }, Buffer.from('{}')),
      raw('text/plain', { 'content-type': 'text/plain' }, Buffer.from('hello')),
      raw('urlencoded', { 'content-type': 'application/x-www-form-urlencoded' }, Buffer.from('a=%00&b[c]=d&e=%ED%A0%80')),
      raw('JSON with a bad charset', { 'content-type': 'application/json; charset=klingon' }, Buffer.from('{}')),
      raw('multipart without boundary', { 'content-type': 'multipart/form-data' }, Buffer.from('garbage')),
      raw('binary garbage as JSON', json, this.rng.bytes(256)),
    ];
  }

  private multipartCases(identity: Identity, method: string, url: string): FuzzCase[] {
    const boundary = 'fuzzboundary';
    const type = { 'content-type': `multipart/form-data; boundary=${boundary}` };
    const part = (name: string, filename: string | null, data: Buffer) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename === null ? '' : `; filename="${filename}"`}\r\nContent-Type: video/mp4\r\n\r\n`),
        data,
        Buffer.from('\r\n'),
      ]);
    const end = Buffer.from(`--${boundary}--\r\n`);
    const mp = (label: string, headers: Record<string, string>, body: Buffer): FuzzCase => ({ identity, method, url, label: `multipart: ${label}`, headers, body });
    return [
      mp('no parts', type, end),
      mp('garbage file', type, Buffer.concat([part('video', 'v.mp4', this.rng.bytes(2048)), end])),
      mp('field not a file', type, Buffer.concat([part('video', null, Buffer.from('text')), end])),
      mp('wrong field name', type, Buffer.concat([part('other', 'v.mp4', this.rng.bytes(512)), end])),
      mp('two files', type, Buffer.concat([part('video', 'a.mp4', this.rng.bytes(512)), part('video', 'b.mp4', this.rng.bytes(512)), end])),
      mp('truncated', type, part('video', 'v.mp4', this.rng.bytes(512))),
      mp('NUL in file name', type, Buffer.concat([part('video', `a${NUL}.mp4`, this.rng.bytes(64)), end])),
      mp('wrong boundary', { 'content-type': 'multipart/form-data; boundary=other' }, Buffer.concat([part('video', 'v.mp4', this.rng.bytes(64)), end])),
      mp('no content type', {}, Buffer.concat([part('video', 'v.mp4', this.rng.bytes(64)), end])),
    ];
  }
}
