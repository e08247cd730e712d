// Runs inside the benchmarked page before the app's own scripts (`addInitScript` by path, so
// no TypeScript transform touches it), so every timestamp is taken on the page's clock, not
// across the driver's round trips. What it records is typed by ProbeState in page-probes.ts.
/**
 * Installs the probes. "Painted" means: the next animation frame has run (style, layout and
 * paint follow it) and a task queued behind it has run too, so a long task in between counts.
 */
(function installProbes() {
  const state = {
    firstCard: null,
    allColumns: null,
    longTasks: [],
    keyFrames: [],
    lastEnter: null,
  };
  window.__bench = state;
  const afterPaint = (then) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => then(performance.now());
      channel.port2.postMessage(null);
    });
  const epoch = () => performance.timeOrigin + performance.now();

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      state.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });

  // Columns carry data-status, cards data-task-id (packages/ui/src/board).
  const watchBoard = new MutationObserver(() => {
    if (state.firstCard === null && document.querySelector('[data-task-id]')) {
      state.firstCard = -1;
      afterPaint((at) => {
        state.firstCard = at;
      });
    }
    const columns = [...document.querySelectorAll('[data-status]')];
    if (
      state.allColumns === null &&
      columns.length > 0 &&
      columns.every((column) => column.querySelector('[data-task-id]'))
    ) {
      state.allColumns = -1;
      afterPaint((at) => {
        state.allColumns = at;
      });
      watchBoard.disconnect();
    }
  });
  watchBoard.observe(document, { childList: true, subtree: true });

  addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Enter') state.lastEnter = epoch();
      // The key's own handling (every listener, React's render and commit: until a task
      // queued now runs), plus the next frame's style, layout and paint; the idle wait for
      // that frame in between is not work.
      const pressed = performance.now();
      const handledChannel = new MessageChannel();
      handledChannel.port1.onmessage = () => {
        const handled = performance.now() - pressed;
        requestAnimationFrame(() => {
          const frameStart = performance.now();
          const paintedChannel = new MessageChannel();
          paintedChannel.port1.onmessage = () =>
            state.keyFrames.push({
              key: event.key,
              work: handled + performance.now() - frameStart,
            });
          paintedChannel.port2.postMessage(null);
        });
      };
      handledChannel.port2.postMessage(null);
    },
    { capture: true },
  );

  // The realtime messages of the last moments, with their arrival time: tells the server's
  // and the network's share of an edit's delay from the page's own.
  const messages = [];
  const decoder = new TextDecoder();
  const NativeWebSocket = window.WebSocket;
  window.WebSocket = class extends NativeWebSocket {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        const at = epoch();
        // Realtime sends broadcasts as binary frames; their payload is JSON text inside.
        const data =
          typeof event.data === 'string'
            ? event.data
            : event.data instanceof ArrayBuffer
              ? decoder.decode(event.data)
              : '';
        messages.push({ at, data });
        if (messages.length > 50) messages.shift();
      });
    }
  };
  const arrivalOf = (text) => messages.findLast((message) => message.data.includes(text))?.at;

  window.__benchCardShows = (taskId, text) =>
    new Promise((resolve) => {
      const shows = () =>
        document.querySelector(`[data-task-id="${taskId}"]`)?.textContent?.includes(text);
      const done = () => afterPaint(() => resolve({ painted: epoch(), arrived: arrivalOf(text) }));
      if (shows()) return done();
      const observer = new MutationObserver(() => {
        if (!shows()) return;
        observer.disconnect();
        done();
      });
      observer.observe(document, { childList: true, subtree: true, characterData: true });
    });
})();
