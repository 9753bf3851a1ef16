import { escapeHtml } from '../services/escape-html.ts';
import type { OpenApiDocument, OpenApiOperation } from './document.ts';

type Schema = Record<string, unknown>;

/** A field list of an object schema: name, type, required, bounds; nested objects are named by type only. */
function fieldsTable(schema: Schema | undefined): string {
  const properties = (schema?.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema?.required ?? []) as string[]);
  const names = Object.keys(properties);
  if (names.length === 0) return '';
  const rows = names.map(
    (name) =>
      `<tr><td><code>${escapeHtml(name)}</code></td><td>${escapeHtml(describe(properties[name]!))}</td><td>${required.has(name) ? 'yes' : ''}</td></tr>`,
  );
  return `<table><thead><tr><th scope="col">Field</th><th scope="col">Type</th><th scope="col">Required</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function describe(schema: Schema): string {
  const parts: string[] = [];
  if (Array.isArray(schema.enum))
    parts.push(`one of ${(schema.enum as unknown[]).map(String).join(', ')}`);
  else if (schema.const !== undefined) parts.push(`= ${String(schema.const)}`);
  else parts.push(typeof schema.type === 'string' ? schema.type : 'any');
  for (const [key, label] of [
    ['minLength', 'min length'],
    ['maxLength', 'max length'],
    ['minimum', 'min'],
    ['maximum', 'max'],
    ['pattern', 'pattern'],
    ['default', 'default'],
  ] as const) {
    if (schema[key] !== undefined) parts.push(`${label} ${JSON.stringify(schema[key])}`);
  }
  return parts.join('; ');
}

function operationSection(method: string, path: string, operation: OpenApiOperation): string {
  const query = operation.parameters.filter((parameter) => parameter.in === 'query');
  const querySchema = {
    properties: Object.fromEntries(query.map((p) => [p.name, p.schema])),
    required: query.filter((p) => p.required).map((p) => p.name),
  };
  const bodyContent = (operation.requestBody?.content ?? {}) as Record<string, { schema?: Schema }>;
  const [bodyType, body] = Object.entries(bodyContent)[0] ?? [];
  const facts = [
    operation['x-module'] ? `module ${operation['x-module']}` : 'no module',
    operation.security
      ? operation.security.some((entry) => Object.keys(entry).length === 0)
        ? 'session optional'
        : 'session required'
      : 'no session',
    operation.responses['403'] ? 'refused to trial players' : '',
  ].filter(Boolean);
  return [
    `<section aria-labelledby="${operation.operationId}"><h3 id="${operation.operationId}"><code>${method.toUpperCase()} ${escapeHtml(path)}</code></h3>`,
    `<p>${escapeHtml(operation.summary)} (${escapeHtml(facts.join(', '))}).</p>`,
    query.length > 0 ? `<h4>Query</h4>${fieldsTable(querySchema)}` : '',
    operation['x-encrypted-payload']
      ? `<h4>Encrypted payload</h4>${fieldsTable(operation['x-encrypted-payload'])}`
      : body
        ? `<h4>Body (${escapeHtml(bodyType ?? '')})</h4>${fieldsTable(body.schema)}`
        : '',
    `<p>Answers: ${Object.keys(operation.responses).map(escapeHtml).join(', ')}.</p></section>`,
  ].join('');
}

/** The development reference page: every operation of the document by tag, with its inputs. */
export function referencePage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const tag = operation.tags[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationSection(method, path, operation)]);
    }
  }
  const sections = [...byTag.entries()].map(
    ([tag, items]) =>
      `<section aria-labelledby="tag-${escapeHtml(tag.replace(/\W+/g, '-'))}"><h2 id="tag-${escapeHtml(tag.replace(/\W+/g, '-'))}">${escapeHtml(tag)}</h2>${items.join('')}</section>`,
  );
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(document.info.title)}</title></head><body><main>`,
    `<h1>${escapeHtml(document.info.title)}</h1><p>${escapeHtml(document.info.description)}</p>`,
    '<p>Machine-readable: <a href="/wps/openapi.json">/wps/openapi.json</a> (OpenAPI 3.1).</p>',
    ...sections,
    '</main></body></html>',
  ].join('');
}
