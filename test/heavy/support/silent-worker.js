// A heavy-work thread that never answers (a task stuck in a loop, as the pool sees it).
const { parentPort } = require('node:worker_threads');
parentPort.on('message', () => undefined);
