// Injected by `bench:profile --renders` before the app's scripts: poses as React DevTools'
// hook and, at every commit, counts the components that rendered (their props or state
// changed since the last commit), by name. Reads React's fiber fields, which are internal:
// a profiling aid, not a measure.
(function installRenderCounter() {
  const counts = new Map();
  const SEEN = Symbol('seen');
  window.__renders = {
    reset: () => counts.clear(),
    top: (count) => [...counts].sort((a, b) => b[1] - a[1]).slice(0, count),
  };
  const nameOf = (fiber) => {
    const type = fiber.type;
    if (!type || typeof type === 'string') return null;
    const inner = type.render ?? type.type;
    return type.displayName || type.name || inner?.displayName || inner?.name || null;
  };
  const walk = (first) => {
    for (let fiber = first; fiber; fiber = fiber.sibling) {
      const seen = fiber[SEEN];
      if (!seen || seen.props !== fiber.memoizedProps || seen.state !== fiber.memoizedState) {
        const name = nameOf(fiber);
        if (name && seen) counts.set(name, (counts.get(name) ?? 0) + 1);
        fiber[SEEN] = { props: fiber.memoizedProps, state: fiber.memoizedState };
        if (fiber.alternate) fiber.alternate[SEEN] = fiber[SEEN];
      }
      walk(fiber.child);
    }
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onCommitFiberRoot: (_id, root) => walk(root.current.child),
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    checkDCE: () => {},
  };
})();
