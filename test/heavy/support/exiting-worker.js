// A heavy-work thread that dies on its first task (what a crash or an out-of-heap looks like to the pool).
const { parentPort } = require('node:worker_threads');
parentPort.on('message', () => process.exit(3));
