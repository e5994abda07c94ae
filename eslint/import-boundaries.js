// Enforces the architecture's import directions (docs/architecture.md):
// - src/shared imports nothing from src/client or src/server;
// - src/client and src/server never import each other;
// - server: a feature (src/server/features/<name>/) never imports another feature;
// - client: a feature (src/client/features/<name>/) imports another feature only through a
//   path inside that feature's api/ folder; screens spanning several features live in
//   src/client/app/. Every specifier is checked, relative or aliased.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const SRC = path.join(ROOT, 'src');

function locate(file) {
  const rel = path.relative(SRC, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [layer, group, feature, folder] = rel.split(path.sep);
  return group === 'features' ? { layer, feature, folder } : { layer };
}

const ALLOWED_LAYERS = {
  shared: ['shared'],
  server: ['server', 'shared'],
  client: ['client', 'shared'],
};

function checkLayer(context, node, here, there) {
  const allowed = ALLOWED_LAYERS[here.layer];
  if (allowed && !allowed.includes(there.layer)) {
    context.report({ node, messageId: 'layer', data: { from: here.layer, to: there.layer } });
    return false;
  }
  return true;
}

// ---- Client -----------------------------------------------------------------------------

/**
 * Aliases a client specifier may use, mapped to folders of the repository. None are configured
 * today (imports are relative); `src/…` and absolute paths are recognised too, so that no
 * spelling of a path slips past the rule.
 */
const CLIENT_ALIASES = {
  '@/': 'src/client/',
  '~/': 'src/client/',
  '@client/': 'src/client/',
  '@shared/': 'src/shared/',
  '@server/': 'src/server/',
};

/** The file a client specifier points to, or null for a package. */
function resolveClientSpecifier(filename, source) {
  if (source.startsWith('.')) return path.resolve(path.dirname(filename), source);
  if (path.isAbsolute(source)) return source;
  for (const [alias, target] of Object.entries(CLIENT_ALIASES)) {
    if (source.startsWith(alias)) return path.join(ROOT, target, source.slice(alias.length));
  }
  if (/^src\/(client|server|shared)(\/|$)/.test(source)) return path.join(ROOT, source);
  return null;
}

function checkClient(context, node, source, here) {
  const target = resolveClientSpecifier(context.filename, source);
  const there = target && locate(target);
  if (!there || !checkLayer(context, node, here, there)) return;
  if (!here.feature || there.layer !== 'client' || !there.feature) return;
  if (here.feature === there.feature || there.folder === 'api') return;
  context.report({
    node,
    messageId: 'clientFeature',
    data: { from: here.feature, to: there.feature },
  });
}

// ---- Server (and shared) ----------------------------------------------------------------

function checkServer(context, node, source, here) {
  if (!source.startsWith('.')) return;
  const there = locate(path.resolve(path.dirname(context.filename), source));
  if (!there || !checkLayer(context, node, here, there)) return;
  if (
    here.feature &&
    there.feature &&
    here.layer === there.layer &&
    here.feature !== there.feature
  ) {
    context.report({ node, messageId: 'feature', data: { from: here.feature, to: there.feature } });
  }
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    messages: {
      layer: "'{{from}}' must not import from '{{to}}' (see ARCHITECTURE.md, Layout).",
      feature:
        "Feature '{{from}}' must not import feature '{{to}}': move shared code to shared/, server/lib or client/components.",
      clientFeature:
        "Client feature '{{from}}' may use feature '{{to}}' only through features/{{to}}/api/; compose screens spanning several features in src/client/app/ (see docs/architecture.md).",
    },
    schema: [],
  },
  create(context) {
    const here = locate(context.filename);
    if (!here) return {};
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      if (here.layer === 'client') checkClient(context, node, source, here);
      else checkServer(context, node, source, here);
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
