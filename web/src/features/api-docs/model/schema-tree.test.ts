import { describe, expect, it } from 'vitest';
import { countNodes, exampleValue, schemaTree, typeLabel, type JsonSchema } from './schema-tree';

// Schemas in the shapes zod 4's `z.toJSONSchema` writes them for the OpenAPI document (contracts/api/openapi.ts).
const point: JsonSchema = {
  type: 'object',
  properties: {
    date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
    value: { type: ['number', 'null'] },
  },
  required: ['date'],
  additionalProperties: false,
};
const response: JsonSchema = {
  type: 'object',
  properties: {
    productId: { type: 'string' },
    mode: { type: 'string', enum: ['live', 'historical'] },
    count: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
    series: { type: 'array', items: point },
    tags: { type: 'array', items: { type: 'string' } },
    byCurrency: {
      type: 'object',
      propertyNames: { type: 'string' },
      additionalProperties: { type: 'number' },
    },
    window: {
      oneOf: [
        {
          type: 'object',
          properties: { available: { type: 'boolean', const: true } },
          required: ['available'],
        },
        {
          type: 'object',
          properties: { available: { type: 'boolean', const: false }, reason: { type: 'string' } },
          required: ['available', 'reason'],
        },
      ],
    },
    benchmark: { anyOf: [point, { type: 'null' }] },
    details: {},
  },
  required: ['productId', 'mode', 'series'],
};

describe('typeLabel', () => {
  it('names types as API references do', () => {
    const props = response.properties as Record<string, JsonSchema>;
    const label = (name: string) => typeLabel(props[name] ?? {});
    expect(typeLabel(response)).toBe('object');
    expect(label('series')).toBe('object[]');
    expect(label('tags')).toBe('string[]');
    expect(label('byCurrency')).toBe('map of number');
    expect(label('window')).toBe('object');
    expect(label('benchmark')).toBe('object | null');
    expect(label('details')).toBe('any');
    expect(typeLabel({ type: 'array', items: { type: ['string', 'null'] } })).toBe('(string | null)[]');
  });

  it('names a referenced component by its name', () => {
    const components = { ApiError: { type: 'object', properties: { code: { type: 'string' } } } };
    expect(typeLabel({ $ref: '#/components/schemas/ApiError' }, { components })).toBe('ApiError');
    expect(
      schemaTree({ $ref: '#/components/schemas/ApiError' }, { components }).children.map((c) => c.name),
    ).toEqual(['code']);
  });
});

describe('schemaTree', () => {
  const tree = schemaTree(response);
  const child = (name: string) => tree.children.find((c) => c.name === name);

  it('lists the properties with their types, required flags and constraints', () => {
    expect(tree.children.map((c) => [c.name, c.type, c.required])).toEqual([
      ['productId', 'string', true],
      ['mode', 'string', true],
      ['count', 'integer', false],
      ['series', 'object[]', true],
      ['tags', 'string[]', false],
      ['byCurrency', 'map of number', false],
      ['window', 'object', false],
      ['benchmark', 'object | null', false],
      ['details', 'any', false],
    ]);
    expect(child('mode')?.constraints).toEqual([{ kind: 'enum', values: ['live', 'historical'] }]);
    // The safe-integer bound zod writes for every int() is noise; a real bound is shown.
    expect(child('count')?.constraints).toEqual([{ kind: 'minimum', value: 0 }]);
  });

  it('unfolds an array of objects, a nullable object and alternatives to their fields', () => {
    expect(child('series')?.children.map((c) => [c.name, c.type, c.required])).toEqual([
      ['date', 'string', true],
      ['value', 'number | null', false],
    ]);
    expect(child('series')?.children[0]?.constraints).toEqual([
      { kind: 'pattern', value: '^\\d{4}-\\d{2}-\\d{2}$' },
    ]);
    expect(child('benchmark')?.children.map((c) => c.name)).toEqual(['date', 'value']);
    const window = child('window');
    expect(window?.alternatives).toBe(true);
    expect(window?.children.map((c) => c.name)).toEqual(['#1', '#2']);
    expect(window?.children[1]?.children.map((c) => c.name)).toEqual(['available', 'reason']);
    expect(window?.children[1]?.children[0]?.constraints).toEqual([{ kind: 'const', value: 'false' }]);
    // Scalars and maps of scalars have nothing to unfold.
    expect(child('tags')?.children).toEqual([]);
    expect(child('byCurrency')?.children).toEqual([]);
    expect(countNodes(tree)).toBe(9 + 2 + 2 + 2 + 1 + 2);
  });

  it('stops at a schema that contains itself', () => {
    const node: Record<string, unknown> = { type: 'object', properties: {} };
    (node.properties as Record<string, unknown>).next = node;
    expect(schemaTree(node).children[0]?.children).toEqual([]);
  });
});

describe('exampleValue', () => {
  it('builds the required fields with an enum’s first value, a const or a placeholder', () => {
    expect(exampleValue(response)).toEqual({
      productId: 'string',
      mode: 'live',
      series: [{ date: 'string' }],
    });
    expect(exampleValue({ type: 'string', format: 'uuid' })).toBe('<uuid>');
    expect(exampleValue({ type: 'integer', minimum: 1 })).toBe(1);
    expect(exampleValue({ anyOf: [{ type: 'null' }, { type: 'boolean' }] })).toBe(false);
  });
});
