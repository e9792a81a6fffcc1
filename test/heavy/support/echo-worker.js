// A heavy-work thread whose every task takes 5 ms and answers its slug: the order tasks ran in, as the pool sees it.
const { parentPort } = require('node:worker_threads');
parentPort.on('message', (m) => {
  setTimeout(() => {
    const body = new TextEncoder().encode(m.task.slug);
    parentPort.postMessage({ ok: true, body, chars: body.length }, [body.buffer]);
  }, 5);
});
