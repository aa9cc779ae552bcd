import { tokenize } from '../tokenizer/tokenize.js';

/**
 * "Get a processing instruction attribute" (DOM, #concept-pi-get-attribute): the value of the
 * attribute `name` in a processing instruction's data, read as the attributes of a start tag
 * (`<?marker name="x">`), or null when it has none. Names are compared ASCII-lowercased, as the
 * HTML tokenizer gives them.
 */
export function processingInstructionAttribute(data: string, name: string): string | null {
  const [tag] = tokenize('<pi ' + data + '>');
  if (tag === undefined || tag.type !== 'startTag') return null;
  for (const attr of tag.attrs) if (attr.name === name) return attr.value;
  return null;
}
