/**
 * V8 settings of an API replica, applied when this module loads: `server.ts` imports it before
 * anything else, so they hold however the process is started (`npm start`, the image's CMD, the
 * benchmarks). Not command-line flags, which each of those would have to repeat.
 *
 * `--no-allocation-site-pretenuring`: V8 watches where objects are allocated, and when most objects
 * from one place are still alive at a young-generation collection it allocates them straight in
 * the old generation from then on. `json-rpc-2.0` (compiled to ES5: its async functions are
 * generator state machines) awaits each MCP method inside such a machine, and that pattern sends
 * V8 down this path for hundreds of our allocation sites: every tools/call answer (the calculation,
 * its JSON text) was then born old, scavenges took 3–5 ms instead of 0.35 ms, a mark-compact ran
 * every second, and a replica spent ~7 % of its CPU under `/mcp` load in the collector against
 * ~2 % without it (REST, which never goes through that library, ~1.5 % before the setting). The objects of a
 * stateless request handler die young; the heuristic has nothing to win here.
 * docs/decisions.md, Performance, "Third pass".
 */
import v8 from 'node:v8';

v8.setFlagsFromString('--no-allocation-site-pretenuring');
