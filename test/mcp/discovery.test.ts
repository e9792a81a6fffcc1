/**
 * Discovery: `server.json` (the official MCP registry's listing) is valid against the registry's
 * published schema and says what the server says of itself; `serverInfo` carries the icon and the
 * website where the revision has them.
 */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pkg from '../../package.json';
import { serverIdentity } from '../../src/mcp/server-identity';
import { testApp } from '../support/app';
import { LEGACY, postMcp, postModern } from './support/mcp-http';

const root = path.resolve(__dirname, '../..');
const serverJson = JSON.parse(readFileSync(path.join(root, 'server.json'), 'utf8'));
const schema = JSON.parse(readFileSync(path.join(__dirname, 'fixtures/registry/server.schema.json'), 'utf8'));

describe('server.json', () => {
  it("is valid against the registry's schema (2025-12-11) and names it", () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    const validate = ajv.compile(schema);
    expect(validate(serverJson) ? [] : validate.errors).toEqual([]);
    expect(serverJson.$schema).toBe(schema.$id);
  });

  it('the schema check can fail: a description over 100 characters is refused', () => {
    const ajv = new Ajv({ strict: false });
    addFormats(ajv);
    expect(ajv.compile(schema)({ ...serverJson, description: 'x'.repeat(101) })).toBe(false);
  });

  it('lists the streamable HTTP endpoint under the domain its reverse-DNS namespace names', () => {
    expect(serverJson.remotes).toEqual([
      { type: 'streamable-http', url: expect.stringMatching(/^https:\/\/[^/]+\/mcp$/) },
    ]);
    const host = new URL(serverJson.remotes[0].url).host;
    expect(serverJson.name.split('/')[0]).toBe(host.split('.').reverse().join('.'));
    expect(new URL(serverJson.websiteUrl).host).toBe(host);
  });

  it('says what serverInfo says: title, description, version', () => {
    const id = serverIdentity({ baseUrl: serverJson.websiteUrl, serviceName: serverJson.title });
    expect({ title: serverJson.title, description: serverJson.description, version: serverJson.version }).toEqual({
      title: id.title,
      description: id.description,
      version: pkg.version,
    });
  });
});

describe('serverInfo', () => {
  const { app } = testApp();
  const initialize = (revision: string) =>
    postMcp(app, {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: revision, capabilities: {}, clientInfo: { name: 'x', version: '1' } },
    });

  it.each(LEGACY)('%s: the icon (an SVG data: URI) and the website from 2025-11-25 on', async (revision) => {
    const info = (await initialize(revision)).body.result.serverInfo;
    if (revision >= '2025-11-25') {
      expect(info.icons).toEqual([
        { src: expect.stringMatching(/^data:image\/svg\+xml;base64,/), mimeType: 'image/svg+xml', sizes: ['any'] },
      ]);
      expect(Buffer.from(info.icons[0].src.split(',')[1], 'base64').toString()).toMatch(/^<svg /);
      expect(info.websiteUrl).toMatch(/^https?:\/\//);
    } else {
      expect(info.icons).toBeUndefined();
      expect(info.websiteUrl).toBeUndefined();
    }
  });

  it('2026-07-28: in every result _meta', async () => {
    const info = (await postModern(app, 'tools/list')).body.result._meta['io.modelcontextprotocol/serverInfo'];
    expect(info.icons).toHaveLength(1);
  });
});
