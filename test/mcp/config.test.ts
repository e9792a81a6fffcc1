/** MCP_ALLOWED_HOSTS and MCP_ALLOWED_ORIGINS: defaults derived from BASE_URL, lists, `*`, and bad values named. */
import { ConfigError, loadConfig } from '../../src/config';

describe('MCP DNS-rebinding allow-lists', () => {
  it("default to BASE_URL's host and origin plus the loopback names", () => {
    const c = loadConfig({ BASE_URL: 'https://calc.example.com' });
    expect(c.mcpAllowedHosts).toEqual(['calc.example.com', 'localhost', '127.0.0.1', '[::1]']);
    expect(c.mcpAllowedOrigins).toEqual([
      'https://calc.example.com',
      'http://localhost:*',
      'https://localhost:*',
      'http://127.0.0.1:*',
      'https://127.0.0.1:*',
      'http://[::1]:*',
      'https://[::1]:*',
    ]);
  });

  it('take comma-separated lists (lower-cased) or *', () => {
    const c = loadConfig({
      MCP_ALLOWED_HOSTS: 'Calc.Example.com, 10.0.0.5',
      MCP_ALLOWED_ORIGINS: 'https://claude.ai, http://localhost:*',
    });
    expect(c.mcpAllowedHosts).toEqual(['calc.example.com', '10.0.0.5']);
    expect(c.mcpAllowedOrigins).toEqual(['https://claude.ai', 'http://localhost:*']);
    expect(loadConfig({ MCP_ALLOWED_HOSTS: '*', MCP_ALLOWED_ORIGINS: '*' })).toEqual(
      expect.objectContaining({ mcpAllowedHosts: '*', mcpAllowedOrigins: '*' }),
    );
  });

  it.each([
    ['MCP_ALLOWED_HOSTS', 'https://calc.example.com'],
    ['MCP_ALLOWED_HOSTS', 'calc.example.com:443'],
    ['MCP_ALLOWED_HOSTS', ' , '],
    ['MCP_ALLOWED_ORIGINS', 'calc.example.com'],
    ['MCP_ALLOWED_ORIGINS', 'https://calc.example.com/path'],
    ['MCP_ALLOWED_ORIGINS', 'ftp://calc.example.com'],
  ])('names the bad variable: %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration: ${name} `));
  });
});
