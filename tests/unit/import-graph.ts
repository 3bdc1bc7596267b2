import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import ts from "typescript";

/** The repository's own import aliases (tsconfig.json "paths"): anything else is a package. */
const ALIASES: Array<[prefix: string, dir: string]> = [
  ["~/", "app/"],
  ["#core/", "core/"],
];
const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

/** A file's imports as a map from file to the files it loads (paths relative to the root). */
export type ImportGraph = Map<string, string[]>;

/**
 * The specifiers of a module's static imports and re-exports. Type-only imports count too: they
 * load nothing at run time, but a circle of types still ties the files into one knot that can
 * only be read, tested and moved together. A dynamic `import()` is left out: it loads on demand,
 * after both modules are evaluated, which is how a module deliberately reaches back.
 */
export function importSpecifiers(source: string, fileName = "module.ts"): string[] {
  const kind = fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, kind);
  const specifiers: string[] = [];
  for (const statement of file.statements) {
    const specifier = ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement) ? statement.moduleSpecifier : undefined;
    if (specifier && ts.isStringLiteral(specifier)) specifiers.push(specifier.text);
  }
  return specifiers;
}

/** The file a specifier names, relative to the root, or null for a package or a non-code file. */
export function resolveSpecifier(from: string, specifier: string, exists: (path: string) => boolean): string | null {
  let base: string | null = null;
  if (specifier.startsWith("./") || specifier.startsWith("../")) base = join(dirname(from), specifier);
  for (const [prefix, dir] of ALIASES) if (specifier.startsWith(prefix)) base = dir + specifier.slice(prefix.length);
  if (base === null) return null;
  const stem = base.replace(/\.js$/, "");
  if (/\.tsx?$/.test(stem) && exists(stem)) return stem;
  for (const ext of EXTENSIONS) if (exists(stem + ext)) return stem + ext;
  return null;
}

/** Every circle in the graph (one per strongly connected component), each as a closed path. */
export function findCircles(graph: ImportGraph): string[][] {
  // Tarjan's algorithm, iterative so a deep tree cannot overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let counter = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: Array<[node: string, next: number]> = [[start, 0]];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, next] = frame;
      const edges = graph.get(node) ?? [];
      if (next < edges.length) {
        frame[1]++;
        const to = edges[next];
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push([to, 0]);
        } else if (onStack.has(to)) {
          low.set(node, Math.min(low.get(node)!, index.get(to)!));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent)!, low.get(node)!));
      }
      if (low.get(node) === index.get(node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1 || (graph.get(node) ?? []).includes(node)) components.push(component);
      }
    }
  }
  return components.map((component) => closedPath(graph, component));
}

/** One concrete circle through a component (shortest path back to its first file), for the message. */
function closedPath(graph: ImportGraph, component: string[]): string[] {
  const members = new Set(component);
  const first = [...component].sort()[0];
  const previous = new Map<string, string>();
  const queue = [first];
  const seen = new Set<string>();
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const to of graph.get(node) ?? []) {
      if (!members.has(to)) continue;
      if (to === first) {
        const path = [node];
        while (path[0] !== first) path.unshift(previous.get(path[0])!);
        return [...path, first];
      }
      if (seen.has(to)) continue;
      seen.add(to);
      previous.set(to, node);
      queue.push(to);
    }
  }
  return [first, first];
}

function codeFiles(root: string, dir: string): string[] {
  const out: string[] = [];
  const abs = join(root, dir);
  if (!existsSync(abs)) return out;
  for (const name of readdirSync(abs)) {
    if (name === "node_modules" || name === "migrations") continue;
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) out.push(...codeFiles(root, path));
    else if (/\.tsx?$/.test(name) && !name.endsWith(".d.ts")) out.push(path);
  }
  return out;
}

/** The import graph of the code under the given folders of `root`. */
export function importGraph(root: string, folders: string[]): ImportGraph {
  const graph: ImportGraph = new Map();
  const exists = (path: string) => existsSync(resolve(root, path)) && statSync(resolve(root, path)).isFile();
  for (const file of folders.flatMap((folder) => codeFiles(root, folder))) {
    const source = readFileSync(join(root, file), "utf8");
    const targets = importSpecifiers(source, file)
      .map((specifier) => resolveSpecifier(file, specifier, exists))
      .filter((target): target is string => target !== null)
;
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}
