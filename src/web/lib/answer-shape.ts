/**
 * The shape of an API answer, as a JSON Schema: the part of JSON Schema that zod's `toJSONSchema`
 * writes for the answers' schemas in src/shared/api (the schemas the API documents). The browser
 * checks every answer against it instead of shipping zod itself; `answer-shapes.ts` holds one per
 * answer, generated from the zod schemas (`npm run api:shapes`). An `integer` is a safe integer, as
 * zod's `int()` takes it.
 */
type TypeName = 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';

export interface JsonSchema {
  readonly type?: TypeName | readonly TypeName[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: JsonSchema | boolean;
  readonly propertyNames?: JsonSchema;
  /** The items after `prefixItems`; false when there may be none. */
  readonly items?: JsonSchema | false;
  readonly prefixItems?: readonly JsonSchema[];
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly pattern?: string;
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
}

/** The keywords `matchesShape` understands; a schema with any other cannot be checked here. */
export const SHAPE_KEYWORDS: ReadonlySet<string> = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'items',
  'prefixItems',
  'minItems',
  'maxItems',
  'minimum',
  'maximum',
  'pattern',
  'enum',
  'const',
  'anyOf',
  'oneOf',
]);

declare const answerType: unique symbol;

/** A JSON Schema that describes answers of type `Answer` (the output type of its zod schema). */
export type AnswerShape<Answer> = JsonSchema & { readonly [answerType]?: Answer };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function matchesType(type: TypeName, shape: JsonSchema, value: unknown): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'boolean':
      return typeof value === 'boolean';
    case 'string':
      return (
        typeof value === 'string' && (shape.pattern === undefined || new RegExp(shape.pattern).test(value))
      );
    case 'number':
    case 'integer':
      return (
        typeof value === 'number' &&
        (type === 'number' ? Number.isFinite(value) : Number.isSafeInteger(value)) &&
        (shape.minimum === undefined || value >= shape.minimum) &&
        (shape.maximum === undefined || value <= shape.maximum)
      );
    case 'array': {
      if (!Array.isArray(value)) return false;
      if (shape.minItems !== undefined && value.length < shape.minItems) return false;
      if (shape.maxItems !== undefined && value.length > shape.maxItems) return false;
      const leading = shape.prefixItems ?? [];
      return value.every((item, index) => {
        const itemShape = index < leading.length ? leading[index] : shape.items;
        return itemShape === undefined || (itemShape !== false && matchesShape(itemShape, item));
      });
    }
    case 'object': {
      if (!isObject(value)) return false;
      const properties = shape.properties ?? {};
      if (!(shape.required ?? []).every((key) => Object.hasOwn(value, key))) return false;
      return Object.entries(value).every(([key, item]) => {
        if (shape.propertyNames && !matchesShape(shape.propertyNames, key)) return false;
        const property = properties[key];
        if (property) return matchesShape(property, item);
        const rest = shape.additionalProperties;
        return rest === undefined || rest === true || (rest !== false && matchesShape(rest, item));
      });
    }
  }
}

/** Whether a value parsed from JSON has the shape: what the zod schema it was made from would accept. */
export function matchesShape(shape: JsonSchema, value: unknown): boolean {
  if ('const' in shape && value !== shape.const) return false;
  if (shape.enum && !shape.enum.includes(value)) return false;
  if (shape.anyOf && !shape.anyOf.some((option) => matchesShape(option, value))) return false;
  if (shape.oneOf && shape.oneOf.filter((option) => matchesShape(option, value)).length !== 1) return false;
  if (shape.type === undefined) return true;
  const types: readonly TypeName[] = typeof shape.type === 'string' ? [shape.type] : shape.type;
  return types.some((type) => matchesType(type, shape, value));
}
