// The CMS fields a module takes, read from its zod schema (zod 4's own JSON Schema conversion, of
// what the schema accepts: a field with a default is not required of the CMS). The gallery lists
// them, so an editor sees what to fill in without reading code.
import { z } from 'zod';

export interface SchemaField {
  /** `title`, or `items[].title` for a field of each item of a list. */
  name: string;
  /** In words an editor reads: `text`, `number`, `yes/no`, `list of text`, `one of: left, right` … */
  type: string;
  required: boolean;
  /** The field's `.describe()` text, when its schema has one. */
  description?: string;
}

interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  format?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** Fields every module has and nobody fills in as content: its name and its anchor. */
const OWN = new Set(['component', 'id']);
/** How deep lists of items inside lists are listed (`groups[].questions[].answer`). */
const DEPTH = 3;

const FORMATS: Record<string, string> = { uri: 'address', email: 'email address', 'date-time': 'date and time', date: 'date' };

const variants = (schema: JsonSchema): JsonSchema[] => schema.anyOf ?? schema.oneOf ?? [];
const isNull = (schema: JsonSchema) => schema.type === 'null';

function typeOf(schema: JsonSchema): string {
  if (schema.const !== undefined) return `always ${JSON.stringify(schema.const)}`;
  if (schema.enum) return `one of: ${schema.enum.map(String).join(', ')}`;
  const choices = variants(schema).filter((variant) => !isNull(variant));
  if (choices.length > 0) return [...new Set(choices.map(typeOf))].join(' or ');
  if (schema.allOf?.length) return typeOf(Object.assign({}, ...schema.allOf) as JsonSchema);
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return schema.format && FORMATS[schema.format] ? FORMATS[schema.format]! : 'text';
    case 'number':
      return 'number';
    case 'integer':
      return 'whole number';
    case 'boolean':
      return 'yes/no';
    case 'array':
      return schema.items ? `list of ${typeOf(schema.items)}` : 'list';
    case 'object':
      return 'group of fields';
    default:
      return 'any';
  }
}

/** An object's properties and required names, through unions and intersections of objects. */
function objectOf(schema: JsonSchema): { properties: Record<string, JsonSchema>; required: Set<string> } | undefined {
  if (schema.properties) return { properties: schema.properties, required: new Set(schema.required ?? []) };
  if (schema.allOf?.length) {
    const parts = schema.allOf.map(objectOf).filter((part) => part !== undefined);
    if (parts.length === 0) return undefined;
    return {
      properties: Object.assign({}, ...parts.map((part) => part.properties)) as Record<string, JsonSchema>,
      required: new Set(parts.flatMap((part) => [...part.required])),
    };
  }
  // A union of objects: every field any of them has; required only where all of them require it.
  const parts = variants(schema)
    .map(objectOf)
    .filter((part) => part !== undefined);
  if (parts.length === 0) return undefined;
  const properties = Object.assign({}, ...parts.map((part) => part.properties)) as Record<string, JsonSchema>;
  const required = new Set(Object.keys(properties).filter((name) => parts.every((part) => part.required.has(name))));
  return { properties, required };
}

function fieldsOf(schema: JsonSchema, prefix: string, depth: number, into: SchemaField[]): void {
  const object = objectOf(schema);
  if (!object) return;
  for (const [name, property] of Object.entries(object.properties)) {
    if (depth === 0 && OWN.has(name)) continue;
    const field: SchemaField = { name: `${prefix}${name}`, type: typeOf(property), required: object.required.has(name) };
    if (property.description) field.description = property.description;
    into.push(field);
    if (depth + 1 >= DEPTH) continue;
    // The fields of each item of a list of groups, and of a group.
    const items = property.items ?? variants(property).find((variant) => variant.items)?.items;
    if (items) fieldsOf(items, `${prefix}${name}[].`, depth + 1, into);
    else fieldsOf(property, `${prefix}${name}.`, depth + 1, into);
  }
}

/** The CMS fields of a module's schema, in the schema's order, nested list fields after their list. */
export function schemaFields(schema: z.ZodType): SchemaField[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const fields: SchemaField[] = [];
  fieldsOf(json, '', 0, fields);
  return fields;
}
