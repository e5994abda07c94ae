// Enforces the architecture's import directions (docs/architecture.md, « The rule »):
// - src/shared imports nothing from src/client or src/server;
// - src/client and src/server never import each other;
// - server: src/server/platform imports no feature; a feature uses another only through its
//   public face (features/<name>/index.ts) and only down SERVER_FEATURE_ORDER, so every
//   dependency points one way (tests may reach up: nothing imports them); code outside
//   features reaches a feature only through its face;
// - client: a feature imports another only through a path inside that feature's api/ folder;
//   screens spanning several features live in src/client/app/.
// Every specifier is checked: relative ones, absolute paths, those written from the
// repository's root (`src/...`) and the aliases below (none is configured today).
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const SRC = path.join(ROOT, 'src');

/**
 * The server features, lowest first: a feature may import only those before it. Domain code
 * two features share lives in the lower one.
 */
export const SERVER_FEATURE_ORDER = [
  'auth',
  'household',
  'inventory',
  'recipes',
  'planning',
  'shopping',
  'billing',
  'notifications',
  'onboarding',
  'settings',
  'favorites',
  'calendar',
  'dashboard',
  'health',
  'dev-mailbox',
  'dev-jobs',
  'account',
  'assistant',
];

function locate(file) {
  const rel = path.relative(SRC, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const parts = rel.split(path.sep);
  const [layer, group, feature] = parts;
  const inFeature = group === 'features' && parts.length > 3;
  return {
    layer,
    group,
    feature: group === 'features' ? feature : undefined,
    /** The folder inside the feature (`api` for a client feature's face). */
    folder: inFeature ? parts[3] : undefined,
    // The feature's face: the folder itself, or its index file.
    isFace:
      group === 'features' &&
      (parts.length === 3 || (parts.length === 4 && /^index(\.[cm]?[jt]sx?)?$/.test(parts[3]))),
    faceOf: group === 'features' ? feature : undefined,
  };
}

/** Aliases a specifier may use, mapped to folders of the repository. */
const ALIASES = {
  '@/': 'src/client/',
  '~/': 'src/client/',
  '@client/': 'src/client/',
  '@shared/': 'src/shared/',
  '@server/': 'src/server/',
};

/** The file a specifier points to, or null for a package. */
function resolveSpecifier(filename, source) {
  if (source.startsWith('.')) return path.resolve(path.dirname(filename), source);
  if (path.isAbsolute(source)) {
    return source.startsWith(`${SRC}${path.sep}`) ? source : path.join(ROOT, source.slice(1));
  }
  for (const [alias, target] of Object.entries(ALIASES)) {
    if (source.startsWith(alias)) return path.join(ROOT, target, source.slice(alias.length));
  }
  if (/^src\/(client|server|shared)(\/|$)/.test(source)) return path.join(ROOT, source);
  return null;
}

const ALLOWED_LAYERS = {
  shared: ['shared'],
  server: ['server', 'shared'],
  client: ['client', 'shared'],
};

const SEE = 'see docs/architecture.md, « The rule »';

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    messages: {
      layer: `'{{from}}' must not import from '{{to}}' (${SEE}).`,
      clientFeature: `Client feature '{{from}}' may use feature '{{to}}' only through features/{{to}}/api/; compose screens spanning several features in src/client/app/ (${SEE}).`,
      platform: `server/platform must not import feature '{{to}}': it is HTTP and infrastructure only; domain code belongs in a feature (${SEE}).`,
      face: `Import feature '{{to}}' through its public face ('{{face}}'), not its files (${SEE}).`,
      order: `Server feature '{{from}}' must not import '{{to}}', which comes after it in SERVER_FEATURE_ORDER: code both need belongs in '{{from}}' or below it (${SEE}).`,
      unknownFeature: `Server feature '{{name}}' is not in SERVER_FEATURE_ORDER (eslint/import-boundaries.js): add it where it belongs (${SEE}).`,
    },
    schema: [],
  },
  create(context) {
    const here = locate(context.filename);
    if (!here) return {};
    const isTest = /\.test\.[cm]?[jt]sx?$/.test(context.filename);
    function checkServer(node, there) {
      if (there.group !== 'features' || there.faceOf === here.feature) return;
      if (here.group === 'platform') {
        context.report({ node, messageId: 'platform', data: { to: there.faceOf } });
        return;
      }
      if (!there.isFace) {
        context.report({
          node,
          messageId: 'face',
          data: { to: there.faceOf, face: `server/features/${there.faceOf}` },
        });
        return;
      }
      // Tests may exercise several features at once (a suggestion for a household's table);
      // nothing imports a test, so they close no circle.
      if (!here.feature || isTest) return;
      const from = SERVER_FEATURE_ORDER.indexOf(here.feature);
      const to = SERVER_FEATURE_ORDER.indexOf(there.faceOf);
      if (from < 0 || to < 0) {
        context.report({
          node,
          messageId: 'unknownFeature',
          data: { name: from < 0 ? here.feature : there.faceOf },
        });
        return;
      }
      if (to > from) {
        context.report({
          node,
          messageId: 'order',
          data: { from: here.feature, to: there.faceOf },
        });
      }
    }
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const target = resolveSpecifier(context.filename, source);
      if (!target) return;
      const there = locate(target);
      if (!there) return;
      const allowed = ALLOWED_LAYERS[here.layer];
      if (allowed && !allowed.includes(there.layer)) {
        context.report({ node, messageId: 'layer', data: { from: here.layer, to: there.layer } });
        return;
      }
      if (here.layer !== there.layer) return;
      if (here.layer === 'server') {
        checkServer(node, there);
        return;
      }
      if (here.layer !== 'client' || !here.feature || !there.feature) return;
      if (here.feature === there.feature || there.folder === 'api') return;
      context.report({
        node,
        messageId: 'clientFeature',
        data: { from: here.feature, to: there.feature },
      });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'import-boundaries': rule } };
