/*
 * A JSON Schema (draft 2020-12, as zod 4 writes it for the OpenAPI document) read into a tree a reader can unfold:
 * one node per property, array item, map value or alternative, each with its type in words and its constraints.
 * Pure: the page renders the nodes, the tests check them.
 */

export type JsonSchema = Readonly<Record<string, unknown>>;

/** A constraint of a value, named by the page (translated) with its value as the document gives it. */
export type Constraint =
  | { kind: 'enum'; values: string[] }
  | { kind: 'const'; value: string }
  | { kind: 'default'; value: string }
  | { kind: 'format'; value: string }
  | { kind: 'pattern'; value: string }
  | { kind: 'minLength' | 'maxLength' | 'minItems' | 'maxItems'; value: number }
  | { kind: 'minimum' | 'maximum' | 'exclusiveMinimum' | 'exclusiveMaximum'; value: number }
  | { kind: 'mediaType'; value: string };

export interface SchemaNode {
  /** The property name; `[]` for an array's item, `{key}` for a map's value, `#1`... for an alternative. */
  name: string;
  /** The type in the notation of API references: `string`, `integer | null`, `object[]`, `map of number`, `any`. */
  type: string;
  required: boolean;
  /** The name of a referenced component schema (`ApiError`). */
  ref: string | undefined;
  description: string | undefined;
  constraints: Constraint[];
  /** Whether the children are alternatives (`oneOf`/`anyOf`): exactly one of them applies. */
  alternatives: boolean;
  children: SchemaNode[];
}

/** JavaScript's safe integer bound: zod writes it for every `int()`, it tells a reader nothing. */
const SAFE_BOUND = Number.MAX_SAFE_INTEGER;

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

const schemasOf = (value: unknown): JsonSchema[] => (Array.isArray(value) ? value.filter(isSchema) : []);

/** The component name of a `#/components/schemas/Name` reference. */
const refName = (schema: JsonSchema): string | undefined => {
  const ref = schema.$ref;
  return typeof ref === 'string' ? ref.replace(/^#\/components\/schemas\//, '') : undefined;
};

export interface TreeOptions {
  /** `components.schemas`, to resolve `$ref`. */
  components?: Readonly<Record<string, JsonSchema>>;
}

function constraintsOf(schema: JsonSchema): Constraint[] {
  const out: Constraint[] = [];
  if (Array.isArray(schema.enum)) out.push({ kind: 'enum', values: schema.enum.map(text) });
  if ('const' in schema) out.push({ kind: 'const', value: text(schema.const) });
  if ('default' in schema) out.push({ kind: 'default', value: text(schema.default) });
  if (typeof schema.format === 'string') out.push({ kind: 'format', value: schema.format });
  if (typeof schema.pattern === 'string') out.push({ kind: 'pattern', value: schema.pattern });
  if (typeof schema.contentMediaType === 'string')
    out.push({ kind: 'mediaType', value: schema.contentMediaType });
  for (const kind of ['minLength', 'maxLength', 'minItems', 'maxItems'] as const) {
    const value = schema[kind];
    if (typeof value === 'number') out.push({ kind, value });
  }
  for (const kind of ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'] as const) {
    const value = schema[kind];
    if (typeof value === 'number' && Math.abs(value) !== SAFE_BOUND) out.push({ kind, value });
  }
  return out;
}

/** `oneOf`/`anyOf` without its `null` alternative, and whether there was one (a nullable value). */
function alternativesOf(schema: JsonSchema): { options: JsonSchema[]; nullable: boolean } {
  const all = [...schemasOf(schema.oneOf), ...schemasOf(schema.anyOf)];
  const options = all.filter((s) => s.type !== 'null');
  return { options, nullable: options.length < all.length };
}

/** The schema a `$ref` names, or the schema itself. */
function resolve(schema: JsonSchema, options: TreeOptions): JsonSchema {
  const name = refName(schema);
  return (name !== undefined ? options.components?.[name] : undefined) ?? schema;
}

/** The type of a schema in words; `object` for a schema with properties, `any` for the empty schema. */
export function typeLabel(raw: JsonSchema, options: TreeOptions = {}): string {
  const name = refName(raw);
  const schema = resolve(raw, options);
  const { options: alternatives, nullable } = alternativesOf(schema);
  let label: string;
  if (alternatives.length > 0) {
    const labels = [...new Set(alternatives.map((s) => typeLabel(s, options)))];
    label = labels.join(' | ');
  } else if (Array.isArray(schema.type)) {
    label = schema.type.map(text).join(' | ');
  } else if (schema.type === 'array') {
    const items = isSchema(schema.items) ? schema.items : {};
    const item = typeLabel(items, options);
    label = item.includes(' ') ? `(${item})[]` : `${item}[]`;
  } else if (
    schema.type === 'object' &&
    isSchema(schema.additionalProperties) &&
    !isSchema(schema.properties)
  ) {
    label = `map of ${typeLabel(schema.additionalProperties, options)}`;
  } else if (typeof schema.type === 'string') {
    label = schema.type;
  } else if (isSchema(schema.properties)) {
    label = 'object';
  } else {
    label = 'any';
  }
  if (name !== undefined && !label.includes('|')) label = name;
  return nullable ? `${label} | null` : label;
}

/** The child nodes of a schema: its properties, its array item's, a map's value, or its alternatives. */
function childrenOf(
  raw: JsonSchema,
  options: TreeOptions,
  seen: ReadonlySet<JsonSchema>,
): {
  children: SchemaNode[];
  alternatives: boolean;
} {
  const schema = resolve(raw, options);
  if (seen.has(schema)) return { children: [], alternatives: false };
  const inside = new Set([...seen, schema]);
  const { options: alternatives } = alternativesOf(schema);
  if (alternatives.length > 1) {
    return {
      alternatives: true,
      children: alternatives.map((s, i) => nodeOf(`#${String(i + 1)}`, s, true, options, inside)),
    };
  }
  // A nullable value (`X | null`) unfolds as X.
  const [only] = alternatives;
  if (only) return childrenOf(only, options, inside);
  if (schema.type === 'array' && isSchema(schema.items)) {
    const item = childrenOf(schema.items, options, inside);
    // An array of objects (or of alternatives) unfolds to the item's properties; an array of arrays to its item, and
    // an array of scalars to its item only when that says more than its type (an enum, a format).
    if (item.children.length > 0 && resolve(schema.items, options).type !== 'array') return item;
    const node = nodeOf('[]', schema.items, true, options, inside);
    const telling = node.children.length > 0 || node.constraints.length > 0 || node.description !== undefined;
    return { alternatives: false, children: telling ? [node] : [] };
  }
  const properties = isSchema(schema.properties) ? schema.properties : undefined;
  const required = new Set(Array.isArray(schema.required) ? schema.required.map(text) : []);
  const children = Object.entries(properties ?? {})
    .filter((entry): entry is [string, JsonSchema] => isSchema(entry[1]))
    .map(([name, s]) => nodeOf(name, s, required.has(name), options, inside));
  if (isSchema(schema.additionalProperties) && Object.keys(schema.additionalProperties).length > 0) {
    const value = nodeOf('{key}', schema.additionalProperties, false, options, inside);
    // A map of objects unfolds to the value's properties under `{key}`; a map of scalars needs no child.
    if (value.children.length > 0 || properties) children.push(value);
  }
  return { alternatives: false, children };
}

function nodeOf(
  name: string,
  raw: JsonSchema,
  required: boolean,
  options: TreeOptions,
  seen: ReadonlySet<JsonSchema>,
): SchemaNode {
  const schema = resolve(raw, options);
  const { options: alternatives } = alternativesOf(schema);
  // A nullable scalar's constraints (its enum, its format) are those of its one non-null alternative.
  const [single] = alternatives.length === 1 ? alternatives : [];
  const { children, alternatives: isChoice } = childrenOf(raw, options, seen);
  return {
    name,
    type: typeLabel(raw, options),
    required,
    ref: refName(raw),
    description: typeof schema.description === 'string' ? schema.description : undefined,
    constraints: constraintsOf(single ? resolve(single, options) : schema),
    alternatives: isChoice,
    children,
  };
}

/** The tree of a schema: the root node (named `name`, e.g. `body`), whose children are its properties. */
export function schemaTree(schema: JsonSchema, options: TreeOptions = {}, name = ''): SchemaNode {
  return nodeOf(name, schema, true, options, new Set());
}

/** How many nodes a tree has below its root (the page unfolds small trees at once). */
export function countNodes(node: SchemaNode): number {
  return node.children.reduce((n, child) => n + 1 + countNodes(child), 0);
}

/**
 * A value of the schema's shape for an example request body: required properties only, an enum's first value, a
 * const, a default, else a placeholder of the type (`"string"`, `0`, `false`). Optional properties are left out, as a
 * caller sends them only when needed; the tree next to the example lists them.
 */
export function exampleValue(raw: JsonSchema, options: TreeOptions = {}, depth = 0): unknown {
  const schema = resolve(raw, options);
  if ('const' in schema) return schema.const;
  if ('default' in schema) return schema.default;
  const values: unknown = schema.enum;
  if (Array.isArray(values) && values.length > 0) return values[0] as unknown;
  // Deep or recursive schemas stop with an empty value rather than an endless example.
  if (depth > 8) return null;
  const { options: alternatives } = alternativesOf(schema);
  const [first] = alternatives;
  if (first) return exampleValue(first, options, depth + 1);
  const types: unknown = schema.type;
  const type: unknown = Array.isArray(types) ? types.find((t) => t !== 'null') : types;
  switch (type) {
    case 'object': {
      const properties = isSchema(schema.properties) ? schema.properties : {};
      const required = new Set(Array.isArray(schema.required) ? schema.required.map(text) : []);
      return Object.fromEntries(
        Object.entries(properties)
          .filter((entry): entry is [string, JsonSchema] => required.has(entry[0]) && isSchema(entry[1]))
          .map(([name, s]) => [name, exampleValue(s, options, depth + 1)]),
      );
    }
    case 'array':
      return isSchema(schema.items) ? [exampleValue(schema.items, options, depth + 1)] : [];
    case 'string':
      return typeof schema.format === 'string' ? `<${schema.format}>` : 'string';
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 0;
    case 'boolean':
      return false;
    default:
      return null;
  }
}
