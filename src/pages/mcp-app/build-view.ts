/**
 * `npm run build`'s step after tsc (`node dist/src/pages/mcp-app/build-view.js`): bundles the MCP App
 * view, which imports the pages' components, beside the compiled document, so a production image
 * (compiled code and the pages' client sources, no other TypeScript) serves the app documents.
 */
import { writeViewBundle } from './document';

writeViewBundle(__dirname).then(
  () => console.log(`MCP App view bundled into ${__dirname}`),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
