// Reads the classes tsc compiled into build/ and finds the fields a method gives an object that its
// constructor did not. tsconfig.json has `useDefineForClassFields: false`, so a field exists from
// the moment the constructor assigns it; one first assigned later changes the object's hidden class
// in the middle of a parse, and code specialized to the first one is left with two or more.
// The compiled code's layout is tsc's: a class body indented four spaces past `class`, a member
// four more, a `constructor(` line opening the constructor.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DIRS = ['build/lib', 'build/adapters'];

const CLASS = /^(\s*)(?:export\s+)?(?:default\s+)?(?:abstract\s+)?class\s+([\w$]+)(?:\s+extends\s+([\w$.]+))?/;
const ASSIGN = /(?<![\w$.])this\.([\w$]+)\s*(?:[-+*/%&|^]|\*\*|<<|>>>?|\?\?|\|\||&&)?=(?!=)/g;
const STEP = /(?:(?<![\w$.])this\.([\w$]+)\s*(?:\+\+|--))|(?:(?:\+\+|--)\s*this\.([\w$]+))/g;

/** The names `line` assigns on `this` (`this.x = `, `this.x ??= `, `this.x++`, ...). */
function assignedOnThis(line) {
  const names = [];
  for (const m of line.matchAll(ASSIGN)) names.push(m[1]);
  for (const m of line.matchAll(STEP)) names.push(m[1] ?? m[2]);
  return names;
}

/**
 * Each class of one compiled module: its name, the class it extends (by name, as written), the
 * fields its constructor assigns unconditionally (at the constructor's own level), the ones it
 * assigns anywhere, and per field its methods assign, the first line doing so.
 */
export function classesOf(source, file) {
  const lines = source.split('\n');
  const classes = [];
  for (let i = 0; i < lines.length; i++) {
    const head = CLASS.exec(lines[i]);
    if (head === null || !lines[i].trimEnd().endsWith('{')) continue;
    const indent = head[1];
    const member = `${indent}    `;
    const body = `${member}    `;
    const cls = { file, name: head[2], base: head[3] ?? null, constructed: new Set(), inConstructor: new Set(), later: new Map() };
    /** Per method, the fields it assigns at its own level; and the methods the constructor calls at its own. */
    const topLevel = new Map();
    const calledByConstructor = [];
    let where = null; // the member being read: 'constructor', 'static', a method's name; null between members
    let j = i + 1;
    for (; j < lines.length && !lines[j].startsWith(`${indent}}`); j++) {
      const line = lines[j];
      if (line.trimEnd() === `${member}}`) {
        where = null;
        continue;
      }
      if (where === null) {
        const text = line.slice(member.length);
        if (!line.startsWith(member) || text.startsWith(' ') || /^(\/\/|\/\*|\*)/.test(text)) continue;
        const name = /^(?:async\s+|get\s+|set\s+|\*\s*)?(#?[\w$]+)/.exec(text)?.[1] ?? '?';
        // A class field (`x;`, `x = 1;`: tsc's output with define semantics) exists from construction.
        if (/^#?[\w$]+(\s*=.*)?;\s*$/.test(text)) cls.constructed.add(name);
        where = text.startsWith('static ') ? 'static' : name;
        // A one-line member (a field declaration `#x;`, a method `m() { ... }`) ends where it starts.
        if (/[;}]\s*$/.test(text) && !text.trimEnd().endsWith('{')) where = null;
        continue;
      }
      if (where === 'static') continue;
      const ownLevel = line.startsWith(body) && !line.startsWith(`${body} `);
      if (where === 'constructor' && ownLevel) {
        for (const m of line.matchAll(/^\s*this\.(#?[\w$]+)\(/g)) calledByConstructor.push(m[1]);
      }
      for (const name of assignedOnThis(line)) {
        if (where === 'constructor') {
          cls.inConstructor.add(name);
          if (ownLevel) cls.constructed.add(name);
        } else {
          if (ownLevel) topLevel.set(where, [...(topLevel.get(where) ?? []), name]);
          if (!cls.later.has(name)) cls.later.set(name, j + 1);
        }
      }
    }
    // A method the constructor calls at its own level (a `reset` that fills the fields) constructs too.
    for (const method of calledByConstructor) for (const name of topLevel.get(method) ?? []) cls.constructed.add(name);
    classes.push(cls);
    i = j;
  }
  return classes;
}

/** Every class in build/lib and build/adapters. */
export function compiledClasses() {
  const classes = [];
  for (const dir of DIRS) {
    for (const entry of readdirSync(join(ROOT, dir), { recursive: true })) {
      if (!String(entry).endsWith('.js')) continue;
      const path = join(ROOT, dir, String(entry));
      classes.push(...classesOf(readFileSync(path, 'utf8'), relative(ROOT, path)));
    }
  }
  return classes;
}

/**
 * What breaks the rule, as `file:line Class.field` strings: a field a method assigns that no
 * constructor of the class or of a class it extends (found by name among `classes`) assigns, and a
 * field a constructor assigns only inside a block (an `if`, a loop) that it does not also assign at
 * its own level before.
 */
export function fieldsAddedLater(classes) {
  const byName = new Map();
  for (const cls of classes) byName.set(cls.name, [...(byName.get(cls.name) ?? []), cls]);
  const inherited = (cls, seen = new Set()) => {
    const names = new Set(cls.constructed);
    for (const base of byName.get(cls.base) ?? []) {
      if (seen.has(base)) continue;
      seen.add(base);
      for (const name of inherited(base, seen)) names.add(name);
    }
    return names;
  };
  const found = [];
  for (const cls of classes) {
    const constructed = inherited(cls);
    for (const name of cls.inConstructor) if (!constructed.has(name)) found.push(`${cls.file} ${cls.name}.${name} (only inside a block of the constructor)`);
    for (const [name, line] of cls.later) if (!constructed.has(name)) found.push(`${cls.file}:${line} ${cls.name}.${name}`);
  }
  return found;
}
