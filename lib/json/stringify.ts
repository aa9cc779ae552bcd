/**
 * JSON text for a tree of any depth. `JSON.stringify` recurses in native code and throws a
 * RangeError on very deep trees (a 100 000-deep nesting is enough); this walks an explicit stack,
 * and hands the output over in chunks so a huge document never has to be one string.
 */

type Frame = {
  /** The array, or the object's own enumerable string keys. */
  value: unknown[] | Record<string, unknown>;
  keys: string[] | null;
  index: number;
  /** Whether anything was written inside yet (for commas and the closing bracket). */
  wrote: boolean;
};

const CHUNK = 1 << 16;

/**
 * Writes `value` as JSON to `write` (default: collects and returns one string). `indent` is the
 * number of spaces per level (0: compact). Values JSON cannot hold are treated as
 * `JSON.stringify` treats them (undefined and functions skipped in objects, null in arrays).
 */
export function stringifyJson(value: unknown, indent = 0, write?: (chunk: string) => void): string {
  const parts: string[] = [];
  let buffered = '';
  const out = (s: string): void => {
    buffered += s;
    if (buffered.length >= CHUNK) {
      if (write) write(buffered);
      else parts.push(buffered);
      buffered = '';
    }
  };
  const newline = (depth: number): void => {
    if (indent > 0) out('\n' + ' '.repeat(indent * depth));
  };

  const stack: Frame[] = [];
  if (!openValue(value, out, stack)) out('null');
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    const depth = stack.length;
    if (frame.keys === null) {
      const arr = frame.value as unknown[];
      if (frame.index >= arr.length) {
        stack.pop();
        if (frame.wrote) newline(depth - 1);
        out(']');
        continue;
      }
      const item = arr[frame.index++];
      if (frame.wrote) out(',');
      frame.wrote = true;
      newline(depth);
      if (!openValue(item, out, stack)) out('null');
    } else {
      const keys = frame.keys;
      if (frame.index >= keys.length) {
        stack.pop();
        if (frame.wrote) newline(depth - 1);
        out('}');
        continue;
      }
      const key = keys[frame.index++]!;
      const item = (frame.value as Record<string, unknown>)[key];
      if (item === undefined || typeof item === 'function' || typeof item === 'symbol') continue;
      if (frame.wrote) out(',');
      frame.wrote = true;
      newline(depth);
      out(JSON.stringify(key) + (indent > 0 ? ': ' : ':'));
      if (!openValue(item, out, stack)) out('null');
    }
  }
  if (write) {
    if (buffered.length > 0) write(buffered);
    return '';
  }
  parts.push(buffered);
  return parts.join('');
}

/** Writes a scalar, or opens an array/object by pushing a frame. False for unrepresentable values. */
function openValue(value: unknown, out: (s: string) => void, stack: Frame[]): boolean {
  if (value === null) {
    out('null');
    return true;
  }
  switch (typeof value) {
    case 'string':
    case 'boolean':
      out(JSON.stringify(value));
      return true;
    case 'number':
      out(Number.isFinite(value) ? String(value) : 'null');
      return true;
    case 'object': {
      const toJSON = (value as { toJSON?: unknown }).toJSON;
      if (typeof toJSON === 'function') return openValue(toJSON.call(value), out, stack);
      if (Array.isArray(value)) {
        out('[');
        stack.push({ value, keys: null, index: 0, wrote: false });
      } else {
        out('{');
        stack.push({ value: value as Record<string, unknown>, keys: Object.keys(value), index: 0, wrote: false });
      }
      return true;
    }
    default:
      return false;
  }
}
