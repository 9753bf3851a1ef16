/** Where a JSON text breaks the grammar: the line, and what was expected there. */
export class JsonSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
    this.name = 'JsonSyntaxError';
  }
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/**
 * The line on which each value of a JSON text starts, by its path (`games.12.minBet`; the whole
 * text is ''). Throws JsonSyntaxError with the line of the first place the text is not JSON, which
 * JSON.parse does not say in every case. Used to point an operator at the line of a bad field in a
 * file they supply; the caller bounds the nesting first (the walk recurses once per level).
 */
export function jsonValueLines(text: string): Map<string, number> {
  const lines = new Map<string, number>();
  let index = 0;
  let line = 1;
  const fail = (what: string): never => {
    const found =
      index < text.length ? JSON.stringify(text.slice(index, index + 12)) : 'the end of the file';
    throw new JsonSyntaxError(line, `expected ${what}, found ${found}`);
  };
  const skipSpace = () => {
    for (; index < text.length; index += 1) {
      const char = text[index];
      if (char === '\n') line += 1;
      else if (char !== ' ' && char !== '\t' && char !== '\r') return;
    }
  };
  const expect = (char: string) => {
    skipSpace();
    if (text[index] !== char) fail(`'${char}'`);
    index += 1;
  };
  const readString = (): string => {
    if (text[index] !== '"') fail('a string in double quotes');
    const start = index;
    for (index += 1; index < text.length && text[index] !== '"'; index += 1) {
      if (text[index] === '\\') index += 1;
      else if (text[index] === '\n') fail('a string to end before the line does');
    }
    if (index >= text.length) fail('a closing quote');
    index += 1;
    try {
      return JSON.parse(text.slice(start, index)) as string;
    } catch {
      index = start;
      return fail('a string with valid escapes');
    }
  };
  const join = (path: string, key: string | number) =>
    path === '' ? String(key) : `${path}.${key}`;
  const readValue = (path: string): void => {
    skipSpace();
    lines.set(path, line);
    const open = text[index];
    if (open === '{' || open === '[') {
      const close = open === '{' ? '}' : ']';
      index += 1;
      skipSpace();
      if (text[index] === close) {
        index += 1;
        return;
      }
      for (let item = 0; ; item += 1) {
        skipSpace();
        let key: string | number = item;
        if (open === '{') {
          key = readString();
          expect(':');
        }
        readValue(join(path, key));
        skipSpace();
        if (text[index] === ',') index += 1;
        else if (text[index] === close) {
          index += 1;
          return;
        } else fail(`',' or '${close}'`);
      }
    }
    if (open === '"') {
      readString();
      return;
    }
    for (const literal of ['true', 'false', 'null']) {
      if (text.startsWith(literal, index)) {
        index += literal.length;
        return;
      }
    }
    NUMBER.lastIndex = index;
    if (!NUMBER.test(text)) fail('a value');
    index = NUMBER.lastIndex;
  };
  readValue('');
  skipSpace();
  if (index < text.length) fail('the end of the file');
  return lines;
}

/** The line of a path, or of the nearest enclosing value that has one (a missing field: its object's). */
export function lineOf(lines: Map<string, number>, path: readonly (string | number)[]): number {
  for (let length = path.length; length >= 0; length -= 1) {
    const line = lines.get(path.slice(0, length).join('.'));
    if (line !== undefined) return line;
  }
  return 1;
}
