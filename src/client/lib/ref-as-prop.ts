import { options, type VNode } from 'preact';

/**
 * React 19 passes `ref` to a function component as an ordinary prop, and Popote's components
 * rely on it (`<Button ref={…}>` spreads it onto its `<button>`). Preact 10 keeps `ref` apart
 * and points it at the component's internal instance, so `ref.current.focus` would not exist
 * (decision 0028). This hook hands a function component its `ref` as a prop, as React 19 and
 * `preact/compat`'s `forwardRef` do. Class components keep theirs. Imported first by every
 * entry; under React (the dev server, the unit tests) it only installs a hook Preact never
 * calls.
 */
type Hook = (vnode: VNode) => void;
const hooks = options as { vnode?: Hook };
const previous = hooks.vnode;

hooks.vnode = (vnode) => {
  const { type } = vnode as { type: unknown };
  const node = vnode as { ref?: unknown; props: Record<string, unknown> };
  if (
    typeof type === 'function' &&
    !(type.prototype as { render?: unknown } | undefined)?.render &&
    node.ref != null
  ) {
    node.props.ref = node.ref;
    node.ref = null;
  }
  previous?.(vnode);
};
