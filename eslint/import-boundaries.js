// Enforces the architecture's import directions:
// - src/shared imports nothing from src/client or src/server;
// - src/client and src/server never import each other;
// - a feature (src/<side>/features/<name>/) never imports another feature.
import path from 'node:path';

const SRC = path.resolve(import.meta.dirname, '..', 'src');

function locate(file) {
  const rel = path.relative(SRC, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [layer, group, feature] = rel.split(path.sep);
  return { layer, feature: group === 'features' ? feature : undefined };
}

const ALLOWED_LAYERS = {
  shared: ['shared'],
  server: ['server', 'shared'],
  client: ['client', 'shared'],
};

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    messages: {
      layer: "'{{from}}' must not import from '{{to}}' (see ARCHITECTURE.md, Layout).",
      feature:
        "Feature '{{from}}' must not import feature '{{to}}': move shared code to shared/, server/lib or client/components.",
    },
    schema: [],
  },
  create(context) {
    const here = locate(context.filename);
    if (!here) return {};
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const there = locate(path.resolve(path.dirname(context.filename), source));
      if (!there) return;
      const allowed = ALLOWED_LAYERS[here.layer];
      if (allowed && !allowed.includes(there.layer)) {
        context.report({ node, messageId: 'layer', data: { from: here.layer, to: there.layer } });
        return;
      }
      if (
        here.feature &&
        there.feature &&
        here.layer === there.layer &&
        here.feature !== there.feature
      ) {
        context.report({
          node,
          messageId: 'feature',
          data: { from: here.feature, to: there.feature },
        });
      }
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
