// Judges one answer against openapi.yaml: is the status declared for the operation, is the content
// type one it declares, are its declared headers there, and does the JSON body match the schema
// (Ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses). Differences come back as JSON pointers with what
// the contract expects beside what was received, ready to print.
import { readFileSync } from 'node:fs';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

type Json = Record<string, unknown>;

/** One way an answer departs from the contract. */
export interface Difference {
  /** Where: a JSON pointer into the body, or `/status`, or `/headers/<name>`. */
  pointer: string;
  expected: string;
  received: string;
  /** How many more places differ the same way (the same rule broken in other rows). */
  alike?: number;
}

/** What came back, as the verifier read it. */
export interface Answer {
  status: number;
  headers: Headers;
  /** The parsed JSON body; undefined when the body was not JSON or not read. */
  body?: unknown;
}

/** The contract, loaded once. */
export interface Contract {
  /** Every difference between the answer and what the operation declares for its status. */
  check(method: string, template: string, answer: Answer): Difference[];
}

const CONTRACT_URL = new URL('../../openapi.yaml', import.meta.url);

/** Received values are shown, but a 65,535-row array is not. */
export function preview(value: unknown, limit = 80): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
}

function at(body: unknown, pointer: string): unknown {
  if (pointer === '') return body;
  return pointer
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (node, key) => (node !== null && typeof node === 'object' ? (node as Json)[key] : undefined),
      body,
    );
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return Number.isInteger(value) ? 'integer' : typeof value;
}

/** Reads one Ajv error as a difference. */
function differenceOf(error: ErrorObject, body: unknown): Difference {
  const value = at(body, error.instancePath);
  const params = error.params as Json;
  switch (error.keyword) {
    case 'required':
      return {
        pointer: `${error.instancePath}/${String(params.missingProperty)}`,
        expected: 'a value (required)',
        received: 'nothing',
      };
    case 'additionalProperties': {
      const extra = String(params.additionalProperty);
      return {
        pointer: `${error.instancePath}/${extra}`,
        expected: 'no such property',
        received: preview((value as Json | undefined)?.[extra]),
      };
    }
    case 'type':
      return {
        pointer: error.instancePath,
        expected: `type ${String(params.type).split(',').join(' or ')}`,
        received: `${typeName(value)} ${preview(value)}`,
      };
    case 'enum':
      return {
        pointer: error.instancePath,
        expected: `one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`,
        received: preview(value),
      };
    default:
      return {
        pointer: error.instancePath,
        expected: (error.message ?? error.keyword).replace(/^must /, ''),
        received: preview(value),
      };
  }
}

/**
 * The same broken rule in every row of a page would print 50 times: keep the first place, count
 * the others. Indices in the pointer do not make two differences unlike.
 */
function collapse(differences: Difference[]): Difference[] {
  const byRule = new Map<string, Difference>();
  for (const difference of differences) {
    const rule = `${difference.pointer.replace(/\/\d+(?=\/|$)/g, '/*')}|${difference.expected}`;
    const first = byRule.get(rule);
    if (first) first.alike = (first.alike ?? 0) + 1;
    else byRule.set(rule, { ...difference });
  }
  return [...byRule.values()];
}

function mediaType(headers: Headers): string {
  return (headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/** Loads openapi.yaml (or another contract file, for tests). */
export function loadContract(source: URL = CONTRACT_URL): Contract {
  const document = parse(readFileSync(source, 'utf8')) as Json;
  const components = document.components as Json;

  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'openapi', components }, 'openapi');
  const compiled = new Map<string, ValidateFunction>();

  const deref = (node: Json): Json => {
    const ref = node.$ref;
    if (typeof ref !== 'string') return node;
    return ref
      .slice(2)
      .split('/')
      .reduce<Json>((atNode, key) => atNode[key] as Json, document);
  };
  const operation = (method: string, template: string): Json | undefined =>
    ((document.paths as Json)[template] as Json | undefined)?.[method.toLowerCase()] as
      Json | undefined;

  const validator = (key: string, schema: Json): ValidateFunction => {
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(
        JSON.parse(
          JSON.stringify(schema).replace(/"#\/components/g, '"openapi#/components'),
        ) as Json,
      );
      compiled.set(key, validate);
    }
    return validate;
  };

  return {
    check(method, template, answer) {
      const found = operation(method, template);
      if (!found)
        return [
          {
            pointer: '',
            expected: `an operation ${method.toUpperCase()} ${template}`,
            received: 'none in the contract',
          },
        ];
      const responses = found.responses as Json;
      const declaredRef = (responses[String(answer.status)] ?? responses.default) as
        Json | undefined;
      if (!declaredRef) {
        return [
          {
            pointer: '/status',
            expected: Object.keys(responses).join(' or '),
            received: String(answer.status),
          },
        ];
      }
      const declared = deref(declaredRef);
      const differences: Difference[] = [];
      for (const name of Object.keys((declared.headers as Json | undefined) ?? {})) {
        if (!answer.headers.has(name))
          differences.push({
            pointer: `/headers/${name.toLowerCase()}`,
            expected: 'the header',
            received: 'nothing',
          });
      }
      const content = declared.content as Json | undefined;
      if (!content) return differences;
      const received = mediaType(answer.headers);
      const media = Object.keys(content).find((type) => type.toLowerCase() === received);
      if (!media) {
        differences.push({
          pointer: '/headers/content-type',
          expected: Object.keys(content).join(' or '),
          received: received || 'nothing',
        });
        return differences;
      }
      if (media !== 'application/json') return differences;
      const schema = (content[media] as Json).schema as Json;
      const validate = validator(`${method} ${template} ${answer.status}`, schema);
      if (!validate(answer.body))
        differences.push(
          ...collapse((validate.errors ?? []).map((error) => differenceOf(error, answer.body))),
        );
      return differences;
    },
  };
}
