// The import graph of src/ (type imports included), for the architecture's checks: every
// relative specifier of every TypeScript file, resolved to the file it names.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SPECIFIERS =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  for (const extension of EXTENSIONS) {
    const file = base + extension;
    try {
      if (statSync(file).isFile()) return file;
    } catch {
      // not this one
    }
  }
  return null;
}

/** Map of every source file under `root` to the source files it imports. */
export function importGraph(root) {
  const graph = new Map();
  for (const file of sourceFiles(root)) {
    const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    const targets = new Set();
    for (const match of text.matchAll(SPECIFIERS)) {
      const specifier = match[1] ?? match[2] ?? match[3];
      if (!specifier?.startsWith('.')) continue;
      const target = resolve(file, specifier);
      if (target) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** The import circles of a graph (Tarjan's strongly connected components of two or more). */
export function importCycles(graph) {
  let index = 0;
  const indexes = new Map();
  const lowlinks = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  function visit(node) {
    indexes.set(node, index);
    lowlinks.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexes.has(next)) {
        visit(next);
        lowlinks.set(node, Math.min(lowlinks.get(node), lowlinks.get(next)));
      } else if (onStack.has(next)) {
        lowlinks.set(node, Math.min(lowlinks.get(node), indexes.get(next)));
      }
    }
    if (lowlinks.get(node) === indexes.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)?.has(node)) cycles.push(component.sort());
    }
  }
  for (const node of graph.keys()) if (!indexes.has(node)) visit(node);
  return cycles;
}
