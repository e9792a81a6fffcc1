/**
 * Lua scripts kept as `.lua` files beside the code that runs them (the build copies them into `dist/`), read once
 * per process and defined once per client: ioredis then runs each by its SHA (EVALSHA), sending the text only to a
 * server that does not know it yet. A script's file names what it does; its header comment, which keys it touches.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RedisClient } from './client-factory';

export interface LuaScript {
  /** The ioredis command it is defined as: `count-client-window.lua` → `fincalcCountClientWindow`. */
  command: string;
  numberOfKeys: number;
  lua: string;
}

/** Reads `<dir>/lua/<file>` (at module load: a missing script fails the start, not a request). */
export function luaScript(dir: string, file: string, numberOfKeys: number): LuaScript {
  const lua = readFileSync(path.join(dir, 'lua', file), 'utf8');
  const words = path.basename(file, '.lua').split('-');
  const command = `fincalc${words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('')}`;
  return { command, numberOfKeys, lua };
}

type Run = (...keysAndArgs: (string | number)[]) => Promise<unknown>;

/** The function running `script` on `client`, defining it there first if it is not yet. */
export function scriptOn(client: RedisClient, script: LuaScript): Run {
  const c = client as unknown as Record<string, Run | undefined>;
  if (typeof c[script.command] !== 'function')
    client.defineCommand(script.command, { numberOfKeys: script.numberOfKeys, lua: script.lua });
  const run = c[script.command]!;
  return (...keysAndArgs) => run.apply(client, keysAndArgs);
}
