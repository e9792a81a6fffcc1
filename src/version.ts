import pkg from '../package.json';

/** The engine version reported in `meta.version` and MCP `serverInfo`. */
export const VERSION: string = pkg.version;
