/**
 * The comparison server of `npm run bench:mcp`: the official SDK v2 handler deployed the way the
 * SDK documents it for Node: wrapped by `toNodeHandler` (`@modelcontextprotocol/node`) in the
 * Express app of `createMcpExpressApp` (`@modelcontextprotocol/express`: JSON body parser, Host
 * and Origin validation for a localhost bind). Listens on 127.0.0.1:$PORT.
 */
import { createMcpExpressApp } from '@modelcontextprotocol/express';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { sdkMcpHandler } from './bench-mcp-sdk-handler';

const handler = toNodeHandler(
  sdkMcpHandler({ baseUrl: 'http://localhost:3000', serviceName: 'Financial Calculation Service' }),
);
const app = createMcpExpressApp({ host: '127.0.0.1' });
app.all('/mcp', (req, res) => handler(req, res, req.body));
app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
