/**
 * A gateway answer is `{"<method>_response":{...},"sign":"..."}` and the signature is over the
 * response object's text exactly as sent (escapes, spacing and key order included), so it is
 * cut out of the raw text rather than re-serialised from a parse.
 */

/** The raw text of a top-level member's object value, or null when there is none. */
export function memberObjectText(text: string, name: string): string | null {
  let depth = 0;
  let index = 0;
  while (index < text.length) {
    const character = text[index];
    if (character === '"') {
      const end = stringEnd(text, index);
      if (end < 0) return null;
      if (depth === 1 && JSON.parse(text.slice(index, end + 1)) === name) {
        let valueStart = skipSpace(text, end + 1);
        if (text[valueStart] !== ':') {
          index = end + 1;
          continue;
        }
        valueStart = skipSpace(text, valueStart + 1);
        if (text[valueStart] !== '{') return null;
        const valueEnd = objectEnd(text, valueStart);
        return valueEnd < 0 ? null : text.slice(valueStart, valueEnd + 1);
      }
      index = end + 1;
      continue;
    }
    if (character === '{' || character === '[') depth += 1;
    if (character === '}' || character === ']') depth -= 1;
    index += 1;
  }
  return null;
}

function skipSpace(text: string, from: number): number {
  let index = from;
  while (index < text.length && /\s/.test(text[index] ?? '')) index += 1;
  return index;
}

/** Index of the quote closing the string that opens at `start`, or -1. */
function stringEnd(text: string, start: number): number {
  for (let index = start + 1; index < text.length; index += 1) {
    if (text[index] === '\\') index += 1;
    else if (text[index] === '"') return index;
  }
  return -1;
}

/** Index of the brace closing the object that opens at `start`, or -1. */
function objectEnd(text: string, start: number): number {
  let depth = 0;
  for (let index = start; index < text.length; index += 1) {
    const character = text[index];
    if (character === '"') {
      index = stringEnd(text, index);
      if (index < 0) return -1;
    } else if (character === '{' || character === '[') {
      depth += 1;
    } else if (character === '}' || character === ']') {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  return -1;
}
