/** Readers of configuration values: each validates one variable and throws `ConfigError` naming it. */

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`Invalid configuration: ${variable} ${message}`);
    this.name = 'ConfigError';
  }
}

export type Env = Readonly<Record<string, string | undefined>>;

export function read(env: Env, name: string): string | undefined {
  const v = env[name];
  return v === undefined || v.trim() === '' ? undefined : v.trim();
}

export function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `must be a whole number, got "${raw}"`);
  const n = Number(raw);
  if (n < min || n > max) throw new ConfigError(name, `must be between ${min} and ${max}, got ${n}`);
  return n;
}

export function url(
  env: Env,
  name: string,
  fallback: string | undefined,
  protocols: readonly string[],
): string | undefined {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, `must be a URL, got "${raw}"`);
  }
  if (!protocols.includes(parsed.protocol))
    throw new ConfigError(name, `must use ${protocols.join(' or ')}, got "${parsed.protocol}"`);
  return raw;
}

/** Five cron fields (minute hour day-of-month month day-of-week), as BullMQ's cron-parser reads them. */
export function cron(env: Env, name: string, fallback: string): string {
  const raw = read(env, name) ?? fallback;
  if (!/^[\d*,/A-Za-z?LW#-]+( [\d*,/A-Za-z?LW#-]+){4}$/.test(raw.replace(/\s+/g, ' '))) {
    throw new ConfigError(name, `must be a cron pattern of five fields (e.g. "15 16 * * 1-5"), got "${raw}"`);
  }
  return raw.replace(/\s+/g, ' ');
}

export function timeZone(env: Env, name: string, fallback: string): string {
  const raw = read(env, name) ?? fallback;
  try {
    new Intl.DateTimeFormat('en', { timeZone: raw });
  } catch {
    throw new ConfigError(name, `must be an IANA time zone (e.g. Europe/Berlin), got "${raw}"`);
  }
  return raw;
}

export function list(env: Env, name: string): string[] | '*' | undefined {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  if (raw === '*') return '*';
  const items = raw
    .split(',')
    .map((x) => x.trim().toLowerCase())
    .filter((x) => x !== '');
  if (items.length === 0) throw new ConfigError(name, 'must list at least one entry, or be *');
  return items;
}
