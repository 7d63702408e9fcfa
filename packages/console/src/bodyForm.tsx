// The explorer's form for a call's JSON body, generated from the body's published schema: one input per
// top-level property (text, select, number checked as typed, a list, or JSON for nested and free
// values), with a "JSON" toggle to edit the whole body as JSON. Imported by the explorer only, so that
// it stays in the explorer's route chunk.
import { type ReactNode, useId, useMemo, useState } from 'react';
import { toJsonText } from './components';
import { fieldType, flatten, type JsonSchema, parseNumber, skeleton, typesOf, validate } from './schema';

type Defs = Record<string, JsonSchema>;

/** How a body property is edited. */
export type PropertyKind = 'string' | 'enum' | 'boolean' | 'integer' | 'number' | 'list' | 'json';

/** One shape the body may take: a schema with properties (an `anyOf`/`oneOf` offers several). */
export interface BodyVariant {
  label: string;
  schema: JsonSchema;
}

const SCALARS = new Set(['string', 'integer', 'number', 'boolean']);

/**
 * The shapes of a body that a form can edit: the body's schema with `$ref` followed and `allOf`
 * merged, when it is an object with properties; or each alternative of an `anyOf`/`oneOf` of such
 * objects. Empty when the body is anything else (free `{}`, an array, a scalar): JSON only.
 */
export function bodyVariants(schema: JsonSchema | undefined, defs: Defs): BodyVariant[] {
  const isForm = (flat: JsonSchema) =>
    Boolean(flat.properties && Object.keys(flat.properties).length) &&
    (fieldType(flat) ?? 'object') === 'object';
  const top = flatten(schema, defs);
  const alternatives = top.anyOf ?? top.oneOf;
  if (alternatives?.length && !top.properties) {
    const out: BodyVariant[] = [];
    for (const [index, alternative] of alternatives.entries()) {
      const flat = flatten(alternative, defs);
      if (!isForm(flat)) return [];
      const label = alternative.$ref ? alternative.$ref.replace(/^.*[./]/, '') : `shape ${index + 1}`;
      out.push({ label, schema: flat });
    }
    return out;
  }
  return isForm(top) ? [{ label: '', schema: top }] : [];
}

/** How a property of the body is edited, from its schema. */
export function propertyKind(schema: JsonSchema | undefined, defs: Defs): PropertyKind {
  const flat = flatten(schema, defs);
  if (flat.enum?.length) return 'enum';
  const types = typesOf(flat).filter((type) => type !== 'null');
  // `string or integer` (dates, for one) is typed as text: a string fits.
  if (types.length > 1)
    return types.includes('string') && types.every((t) => SCALARS.has(t)) ? 'string' : 'json';
  const [type] = types;
  if (type === 'string' || type === 'boolean' || type === 'integer' || type === 'number') return type;
  if (type === 'array') {
    const item = propertyKind(flat.items, defs);
    return item === 'list' || item === 'json' || !flat.items ? 'json' : 'list';
  }
  return 'json';
}

/** A property's value as the text of its input. */
export function propertyText(value: unknown, kind: PropertyKind): string {
  if (value === undefined) return '';
  if (kind === 'json') return toJsonText(value);
  if (kind === 'list') return Array.isArray(value) ? value.map(String).join('\n') : String(value);
  return String(value);
}

/**
 * A property's text as the value sent, checked against its schema as it is typed.
 * @returns the value (undefined for an empty input: not sent), or what is wrong and how to mend it.
 */
export function parseProperty(
  text: string,
  schema: JsonSchema | undefined,
  defs: Defs,
  kind: PropertyKind,
): { value?: unknown; error?: string } {
  if (text.trim() === '') return {};
  const flat = flatten(schema, defs);
  switch (kind) {
    case 'enum': {
      const found = flat.enum?.find((item) => String(item) === text);
      return found === undefined ? { error: `Choose one of ${flat.enum?.join(', ')}.` } : { value: found };
    }
    case 'boolean':
      return text === 'true' || text === 'false'
        ? { value: text === 'true' }
        : { error: 'Choose true or false.' };
    case 'integer':
    case 'number':
      return parseNumber(text, flat, kind);
    case 'list': {
      const itemSchema = flatten(flat.items, defs);
      const itemKind = propertyKind(itemSchema, defs);
      // Strings may hold commas: one a line. Other items: one a line or comma-separated.
      const items = text
        .split(itemKind === 'string' ? /\n/ : /[\n,]/)
        .map((item) => item.trim())
        .filter(Boolean);
      const values: unknown[] = [];
      for (const [index, item] of items.entries()) {
        const parsed = parseProperty(item, itemSchema, defs, itemKind);
        if (parsed.error) return { error: `Item ${index + 1} ('${item}'): ${parsed.error}` };
        values.push(parsed.value);
      }
      return { value: values };
    }
    case 'json': {
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch (error) {
        return { error: `Not JSON: ${(error as Error).message}` };
      }
      const [problem] = validate(value, flat, defs, 'value');
      return problem ? { error: problem } : { value };
    }
    default:
      return { value: text };
  }
}

const kindHint: Record<PropertyKind, string> = {
  string: 'text',
  enum: 'one of the list',
  boolean: 'true or false',
  integer: 'whole number',
  number: 'number',
  list: 'one item a line',
  json: 'JSON',
};

export interface BodyEditor {
  /** The body to send; undefined for none. */
  body: unknown;
  /** Whether a value is wrong or a required one is missing: Send stays disabled. */
  blocked: boolean;
  view: ReactNode;
}

interface Field {
  name: string;
  schema: JsonSchema;
  kind: PropertyKind;
  required: boolean;
}

/**
 * The body's editor: the generated fields (when the schema has properties) or JSON, and the toggle
 * between them. Switching converts the body from one to the other, so that both show the same body.
 */
export function useBodyEditor(schema: JsonSchema | undefined, defs: Defs, bodyRequired: boolean): BodyEditor {
  const id = useId();
  const variants = useMemo(() => bodyVariants(schema, defs), [schema, defs]);
  const [variantIndex, setVariantIndex] = useState(0);
  const variant = variants[variantIndex];
  const fields = useMemo<Field[]>(() => {
    if (!variant) return [];
    const required = new Set(variant.schema.required ?? []);
    const all = Object.entries(variant.schema.properties ?? {}).map(([name, property]) => ({
      name,
      schema: property,
      kind: propertyKind(property, defs),
      required: required.has(name),
    }));
    // Required properties first, then the others as the schema lists them.
    return [...all.filter((field) => field.required), ...all.filter((field) => !field.required)];
  }, [variant, defs]);
  const [mode, setMode] = useState<'fields' | 'json'>(variants.length ? 'fields' : 'json');
  const [texts, setTexts] = useState<Record<string, string>>(() => {
    const start: Record<string, string> = {};
    // A required nested value starts as its skeleton (`{}`, `[]`, its required properties).
    for (const field of fields)
      if (field.required && field.kind === 'json')
        start[field.name] = toJsonText(skeleton(field.schema, defs));
    return start;
  });
  // Properties of a body typed as JSON that no field edits: sent as they are.
  const [extra, setExtra] = useState<Record<string, unknown>>({});
  const [jsonText, setJsonText] = useState(() =>
    variants.length ? '' : toJsonText(skeleton(schema, defs) ?? {}),
  );
  const [note, setNote] = useState('');

  // The generated fields: each value parsed, or what is wrong with it, on each keystroke.
  const errors: Record<string, string> = {};
  let missing = false;
  const fieldsBody: Record<string, unknown> = { ...extra };
  for (const field of fields) {
    const parsed = parseProperty(texts[field.name] ?? '', field.schema, defs, field.kind);
    if (parsed.error) errors[field.name] = parsed.error;
    else if (parsed.value !== undefined) fieldsBody[field.name] = parsed.value;
    else if (field.required) missing = true;
  }
  const fieldProblems = Object.keys(errors).length;

  // The body as JSON: parsed, and checked against the schema (the chosen shape's, if any).
  let jsonBody: unknown;
  let jsonProblems: string[] = [];
  if (mode === 'json') {
    if (jsonText.trim() === '') {
      if (bodyRequired) jsonProblems = ['The body is required.'];
    } else {
      try {
        jsonBody = JSON.parse(jsonText);
        jsonProblems = validate(jsonBody, variant?.schema ?? schema, defs, 'body');
      } catch (error) {
        jsonProblems = [`Not JSON: ${(error as Error).message}`];
      }
    }
  }

  const toJson = () => {
    if (fieldProblems) {
      setNote(`Mend the marked fields first (${Object.keys(errors).join(', ')}).`);
      return;
    }
    setJsonText(toJsonText(fieldsBody));
    setNote('');
    setMode('json');
  };
  const toFields = () => {
    if (jsonText.trim() === '') {
      setTexts({});
      setExtra({});
      setNote('');
      setMode('fields');
      return;
    }
    let value: unknown;
    try {
      value = JSON.parse(jsonText);
    } catch (error) {
      setNote(`The JSON must parse to be edited as fields: ${(error as Error).message}`);
      return;
    }
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      setNote('The body must be a JSON object to be edited as fields.');
      return;
    }
    if (jsonProblems.length) {
      setNote(`Mend the JSON first: ${jsonProblems[0]}`);
      return;
    }
    const record = value as Record<string, unknown>;
    const nextTexts: Record<string, string> = {};
    const nextExtra: Record<string, unknown> = {};
    for (const [name, item] of Object.entries(record)) {
      const field = fields.find((candidate) => candidate.name === name);
      if (field) nextTexts[name] = propertyText(item, field.kind);
      else nextExtra[name] = item;
    }
    setTexts(nextTexts);
    setExtra(nextExtra);
    setNote('');
    setMode('fields');
  };

  const body =
    mode === 'json'
      ? jsonBody
      : Object.keys(fieldsBody).length || bodyRequired || fields.some((field) => field.required)
        ? fieldsBody
        : undefined;
  const blocked = mode === 'json' ? jsonProblems.length > 0 : fieldProblems > 0 || missing;

  const fieldView = (field: Field) => {
    const fieldId = `${id}-body-${field.name}`;
    const text = texts[field.name] ?? '';
    const set = (next: string) => setTexts((current) => ({ ...current, [field.name]: next }));
    const error = errors[field.name];
    const flat = flatten(field.schema, defs);
    const common = {
      id: fieldId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': [error ? `${fieldId}-error` : '', `${fieldId}-hint`].filter(Boolean).join(' '),
      'aria-required': field.required || undefined,
    } as const;
    let input: ReactNode;
    if (field.kind === 'enum' || field.kind === 'boolean') {
      const options = field.kind === 'enum' ? (flat.enum ?? []).map(String) : ['true', 'false'];
      input = (
        <select {...common} value={text} onChange={(event) => set(event.target.value)}>
          <option value="">{field.required ? 'Choose…' : '(not sent)'}</option>
          {options.map((item) => (
            <option key={item} value={item}>
              {item}
            </option>
          ))}
        </select>
      );
    } else if (field.kind === 'json' || field.kind === 'list') {
      input = (
        <textarea
          {...common}
          rows={field.kind === 'list' ? 3 : 4}
          spellCheck={false}
          value={text}
          onChange={(event) => set(event.target.value)}
        />
      );
    } else {
      input = (
        <input
          {...common}
          type="text"
          inputMode={field.kind === 'integer' ? 'numeric' : field.kind === 'number' ? 'decimal' : undefined}
          value={text}
          onChange={(event) => set(event.target.value)}
        />
      );
    }
    const bounds = [
      flat.minimum !== undefined ? `min ${flat.minimum}` : '',
      flat.maximum !== undefined ? `max ${flat.maximum}` : '',
    ].filter(Boolean);
    return (
      <div key={field.name} className="field">
        <label htmlFor={fieldId}>
          {field.name}
          {field.required && (
            <span className="required" aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </label>
        {input}
        <span id={`${fieldId}-hint`} className="hint">
          body · {kindHint[field.kind]}
          {bounds.length ? ` · ${bounds.join(', ')}` : ''}
          {field.required ? ' · required' : ''}
          {flat.default !== undefined ? ` · default ${toJsonText(flat.default, 0)}` : ''}
        </span>
        {error && (
          <span id={`${fieldId}-error`} className="field-error">
            {error}
          </span>
        )}
      </div>
    );
  };

  const view = (
    <fieldset className="body">
      <legend>
        Body{bodyRequired && <span aria-hidden="true"> *</span>}
        {bodyRequired && <span className="visually-hidden"> (required)</span>}
      </legend>
      {variants.length > 0 && (
        <div className="body-tools">
          {variants.length > 1 && (
            <span className="field">
              <label htmlFor={`${id}-variant`}>Body schema</label>
              <select
                id={`${id}-variant`}
                value={variantIndex}
                onChange={(event) => setVariantIndex(Number(event.target.value))}
              >
                {variants.map((item, index) => (
                  <option key={item.label} value={index}>
                    {item.label}
                  </option>
                ))}
              </select>
            </span>
          )}
          <button
            type="button"
            aria-pressed={mode === 'json'}
            aria-describedby={note ? `${id}-note` : undefined}
            onClick={mode === 'json' ? toFields : toJson}
          >
            JSON
          </button>
          <span id={`${id}-note`} role="status" className={note ? 'field-error' : 'visually-hidden'}>
            {note}
          </span>
        </div>
      )}
      {mode === 'fields' ? (
        <>
          {fields.map(fieldView)}
          {Object.keys(extra).length > 0 && (
            <p className="muted">Also sent, as typed in the JSON: {Object.keys(extra).join(', ')}.</p>
          )}
        </>
      ) : (
        <div className="field">
          <label htmlFor={`${id}-body`}>Body (JSON)</label>
          <textarea
            id={`${id}-body`}
            rows={10}
            spellCheck={false}
            value={jsonText}
            aria-invalid={jsonProblems.length ? true : undefined}
            aria-describedby={jsonProblems.length ? `${id}-body-error` : undefined}
            onChange={(event) => setJsonText(event.target.value)}
          />
          {jsonProblems.length > 0 && (
            <ul id={`${id}-body-error`} className="field-error">
              {jsonProblems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </fieldset>
  );
  return { body, blocked, view };
}
