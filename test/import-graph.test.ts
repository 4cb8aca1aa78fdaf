/**
 * The import rule of ARCHITECTURE.md, checked over the code as it is: features
 * stand side by side; a feature imports another only through the short list of
 * one-way calls below (the other's `service.ts` use cases or `policy.ts`
 * predicates, and, for a feature that writes another's noun, that noun's input
 * rules in `schema.ts` and its JSON shape in `presenter.ts`); `src/app.ts` (routes) and `src/jobs.ts` (background jobs) are
 * the only files that wire features together; the shared layers never import a
 * feature; and no import cycle exists anywhere, type-only imports included.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SRC = path.join(ROOT, 'src');

/**
 * Every import allowed from one feature into another: `from -> to/module`.
 * Each is a one-way call into the other feature's use cases (`service`) or
 * access rules (`policy`); a feature that writes another's noun also checks the
 * input with that noun's rules (`schema`) and answers with its JSON shape
 * (`presenter`), so the noun has one of each. Together they form no cycle.
 */
export const ALLOWED_FEATURE_IMPORTS: readonly string[] = [
  // Telling people: any feature may notify; notifications imports none.
  'bids -> notifications/service',
  'documents -> notifications/service',
  'brokers -> notifications/service',
  'escrow -> notifications/service',
  'loads -> notifications/service',
  'messages -> notifications/service',
  'trips -> notifications/service',
  // Cancelling a load with money held refunds it in the cancelling transaction (CONTRACT section 9).
  'loads -> escrow/service',
  'trips -> escrow/service',
  // Posting loads: a broker for a client, a reviewed chat paste (the load's own input rules and JSON shape).
  'brokers -> loads/service',
  'brokers -> loads/schema',
  'brokers -> loads/presenter',
  'chat-import -> loads/service',
  'chat-import -> loads/policy',
  'chat-import -> loads/schema',
  'chat-import -> loads/presenter',
  // Lists of the owner's loads with their trips, and ratings, read through the trips feature.
  'brokers -> trips/service',
  'drivers -> trips/service',
  'shipper-home -> trips/service',
  // A driver's vehicle is saved with their profile at sign-up and onboarding.
  'accounts -> drivers/service',
  // Suspending a user ends their live bids (bidders told) in the suspension's transaction.
  'admin -> bids/service',
  // A reports hold ends the live bids on the loads it hid (bidders told by bids), and tells the owner.
  'reports -> bids/service',
  'reports -> notifications/service',
  'alerts -> notifications/service', // a lane alert is a notification (kind load_match)
  // Premium is paid from the wallet (a subscription transaction in the purchase's own transaction), and its page names the free daily bid limit it lifts.
  'premium -> escrow/service',
  'premium -> bids/service',
  // What a lane paid lately, beside the load form's truck type, on the load page and under the bid amount.
  'loads -> lanes/service',
  'bids -> lanes/service',
  // The drivers whose truck fits a load, nearest to its pickup: the location feature's exact nearest-driver search.
  'lanes -> location/service',
  // The platform issues its GST tax invoice for a fee in the transaction that books the fee (release, dispute split).
  'escrow -> invoices/service',
];

/** Folders below src/ that are shared layers: they may import one another (without cycles) but never a feature. */
const SHARED_LAYERS = ['db', 'http', 'lib', 'views', 'geo'];

interface Edge {
  from: string;
  to: string;
  typeOnly: boolean;
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) sourceFiles(p, out);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(p);
  }
  return out;
}

/** Drops comments (keeping line structure) so that an import written in a comment is not read as one. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, (m) => m.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** The relative imports of a file: static imports, re-exports, side-effect imports and dynamic import(). */
export function importsOf(text: string): { spec: string; typeOnly: boolean }[] {
  const code = withoutComments(text);
  const found: { spec: string; typeOnly: boolean }[] = [];
  const statement = /^\s*(import|export)\s+(type\s+)?([^;'"]*?)\s*from\s*['"]([^'"]+)['"]/gm;
  for (const m of code.matchAll(statement)) {
    const clause = m[3] ?? '';
    // `import { type A, type B } from` is type-only too.
    const namesOnlyTypes =
      /^\{[\s\S]*\}$/.test(clause.trim()) &&
      clause
        .replace(/[{}\s]/g, '')
        .split(',')
        .filter(Boolean)
        .every((n) => n.startsWith('type'));
    found.push({ spec: m[4], typeOnly: Boolean(m[2]) || namesOnlyTypes });
  }
  for (const m of code.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)) found.push({ spec: m[1], typeOnly: false });
  for (const m of code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push({ spec: m[1], typeOnly: false });
  return found.filter((f) => f.spec.startsWith('.'));
}

function resolveImport(fromFile: string, spec: string): string | null {
  const base = path.resolve(path.dirname(fromFile), spec);
  const candidates = [base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'), base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  for (const c of candidates) {
    try {
      if (statSync(c).isFile()) return c;
    } catch {
      // try the next spelling
    }
  }
  return null;
}

function rel(file: string): string {
  return path.relative(ROOT, file).split(path.sep).join('/');
}

/** `src/features/<name>/...` -> name; anything else -> null. */
function featureOf(file: string): string | null {
  return /^src\/features\/([^/]+)\//.exec(file)?.[1] ?? null;
}

/** The feature-relative module an import names: src/features/loads/service.ts -> loads/service. */
function featureModule(file: string): string {
  return file.replace(/^src\/features\//, '').replace(/\.tsx?$/, '');
}

function buildGraph(): { files: string[]; edges: Edge[]; unresolved: string[] } {
  const files = sourceFiles(SRC);
  const edges: Edge[] = [];
  const unresolved: string[] = [];
  for (const file of files) {
    for (const imp of importsOf(readFileSync(file, 'utf8'))) {
      const target = resolveImport(file, imp.spec);
      if (!target) unresolved.push(`${rel(file)} -> ${imp.spec}`);
      else if (target.startsWith(SRC)) edges.push({ from: rel(file), to: rel(target), typeOnly: imp.typeOnly });
    }
  }
  return { files: files.map(rel), edges, unresolved };
}

/** Strongly connected components with more than one file, or a file importing itself (Tarjan). */
export function cyclesOf(nodes: string[], edges: { from: string; to: string }[]): string[][] {
  const next = new Map<string, string[]>(nodes.map((n) => [n, []]));
  for (const e of edges) next.get(e.from)?.push(e.to);
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter);
    counter++;
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const comp: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        comp.push(w);
      } while (w !== v);
      if (comp.length > 1 || (next.get(v) ?? []).includes(v)) out.push(comp.sort());
    }
  };
  for (const n of nodes) if (!index.has(n)) visit(n);
  return out;
}

describe('the import graph', () => {
  const { files, edges, unresolved } = buildGraph();

  it('reads every relative import of the source tree', () => {
    assert.ok(files.length > 100, `only ${files.length} source files found`);
    assert.ok(edges.length > 300, `only ${edges.length} imports found`);
    assert.deepEqual(unresolved, [], 'imports that name no file');
  });

  it('a feature imports another only through the listed one-way calls', () => {
    const allowed = new Set(ALLOWED_FEATURE_IMPORTS);
    const offending = edges
      .filter((e) => featureOf(e.from) && featureOf(e.to) && featureOf(e.from) !== featureOf(e.to))
      .map((e) => ({ rule: `${featureOf(e.from)} -> ${featureModule(e.to)}`, at: `${e.from} -> ${e.to}` }))
      .filter((x) => !allowed.has(x.rule))
      .map((x) => `${x.at} (${x.rule} is not in ALLOWED_FEATURE_IMPORTS)`);
    assert.deepEqual(offending, []);
  });

  it('every listed import is a use case, an access rule, an input rule or a JSON shape, and is still used', () => {
    const used = new Set(edges.filter((e) => featureOf(e.from) && featureOf(e.to) && featureOf(e.from) !== featureOf(e.to)).map((e) => `${featureOf(e.from)} -> ${featureModule(e.to)}`));
    for (const rule of ALLOWED_FEATURE_IMPORTS) {
      assert.match(rule, /^[a-z-]+ -> [a-z-]+\/(service|policy|schema|presenter)$/, `${rule}: only service, policy, schema and presenter are a feature's surface for others`);
      assert.ok(used.has(rule), `${rule} is listed but no longer imported: remove it from the list`);
    }
  });

  it('the listed calls between features form no cycle', () => {
    const pairs = ALLOWED_FEATURE_IMPORTS.map((r) => {
      const [from, to] = r.split(' -> ');
      return { from, to: to.split('/')[0] };
    });
    const names = [...new Set(pairs.flatMap((p) => [p.from, p.to]))];
    assert.deepEqual(cyclesOf(names, pairs), []);
  });

  it('only app.ts and jobs.ts wire features: no feature imports them, and server.ts only through them', () => {
    const wiring = new Set(['src/app.ts', 'src/jobs.ts', 'src/server.ts']);
    const intoWiring = edges.filter((e) => wiring.has(e.to) && !wiring.has(e.from)).map((e) => `${e.from} -> ${e.to}`);
    assert.deepEqual(intoWiring, []);
  });

  it('the shared layers (db, http, lib, views, geo) never import a feature', () => {
    const up = edges
      .filter((e) => SHARED_LAYERS.some((l) => e.from.startsWith(`src/${l}/`)) && (featureOf(e.to) || ['src/app.ts', 'src/server.ts', 'src/jobs.ts'].includes(e.to)))
      .map((e) => `${e.from} -> ${e.to}`);
    assert.deepEqual(up, []);
  });

  it('the shared layers import only downward: views over http over lib over db and geo', () => {
    const rank: Record<string, number> = { 'src/config.ts': 0, 'src/project-root.ts': 0, db: 1, geo: 1, lib: 2, http: 3, views: 4 };
    const layerOf = (file: string): number | undefined => rank[file] ?? rank[/^src\/([^/]+)\//.exec(file)?.[1] ?? ''];
    const upward = edges
      .filter((e) => {
        const from = layerOf(e.from);
        const to = layerOf(e.to);
        return from !== undefined && to !== undefined && to > from;
      })
      .map((e) => `${e.from} -> ${e.to}`);
    assert.deepEqual(upward, []);
  });

  it('no import cycle anywhere, type-only imports included', () => {
    assert.deepEqual(cyclesOf(files, edges), []);
  });
});

describe('the import reader itself', () => {
  it('reads static, type-only, re-exported, side-effect and dynamic imports, and not those in comments', () => {
    const text = [
      "import { a } from './a.js';",
      "import type { B } from '../b.js';",
      "import { type C, type D } from './cd.js';",
      "export { e } from './e.js';",
      "import './side.js';",
      "const m = await import('./lazy.js');",
      "// import { x } from './commented.js';",
      "/* import { y } from './block.js'; */",
      "import pg from 'pg';",
    ].join('\n');
    assert.deepEqual(importsOf(text), [
      { spec: './a.js', typeOnly: false },
      { spec: '../b.js', typeOnly: true },
      { spec: './cd.js', typeOnly: true },
      { spec: './e.js', typeOnly: false },
      { spec: './side.js', typeOnly: false },
      { spec: './lazy.js', typeOnly: false },
    ]);
  });

  it('finds a cycle of three and a self-import, and none in a chain', () => {
    assert.deepEqual(
      cyclesOf(
        ['a', 'b', 'c', 'd'],
        [
          { from: 'a', to: 'b' },
          { from: 'b', to: 'c' },
          { from: 'c', to: 'a' },
          { from: 'c', to: 'd' },
        ],
      ),
      [['a', 'b', 'c']],
    );
    assert.deepEqual(cyclesOf(['a'], [{ from: 'a', to: 'a' }]), [['a']]);
    assert.deepEqual(
      cyclesOf(
        ['a', 'b', 'c'],
        [
          { from: 'a', to: 'b' },
          { from: 'b', to: 'c' },
        ],
      ),
      [],
    );
  });
});
