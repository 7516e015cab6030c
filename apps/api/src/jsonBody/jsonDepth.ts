// Issue #18: a JSON body nested thousands of levels deep exhausted the stack of whatever walked it next (the text check,
// validation, the database driver) and answered 500. Its depth is measured on the raw text, before it is parsed.

/** Far deeper than any request the API takes (an event import nests about six levels). */
export const MAX_JSON_DEPTH = 64;

/** How deep the arrays and objects of a JSON text nest, brackets inside strings aside; stops counting past `limit`. */
export function jsonDepth(text: string, limit = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // a backslash escapes the next character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      deepest = Math.max(deepest, ++depth);
      if (deepest > limit) return deepest;
    } else if (c === 93 || c === 125) depth--;
  }
  return deepest;
}
