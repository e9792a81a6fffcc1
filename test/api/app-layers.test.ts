/**
 * The API's routes are the app's own layers, never sub-routers: the router leaves a sub-router
 * whose stack is exhausted a turn later (setImmediate), so an API request walking through a
 * sub-router that is not its own pays for an event-loop turn (docs/decisions.md, "One HTTP
 * pipeline"). Only the pages are a sub-router, and they come after every API route.
 */
import { testApp } from '../support/app';

interface Layer {
  name: string;
  route?: { path: string };
}

const { app } = testApp();
const stack = (app as unknown as { router: { stack: Layer[] } }).router.stack;

it('the pages are the only sub-router, after every API route', () => {
  const routers = stack.flatMap((layer, i) => (layer.name === 'router' ? [i] : []));
  expect(routers).toHaveLength(1);
  const lastRoute = Math.max(...stack.map((layer, i) => (layer.route ? i : -1)));
  expect(routers[0]).toBeGreaterThan(lastRoute);
});

it('the API routes are the app layers an API request is matched against', () => {
  const paths = stack.flatMap((layer) => (layer.route ? [layer.route.path] : []));
  expect(paths).toEqual(
    expect.arrayContaining([
      '/api/v1/usage',
      '/api/v1/calculate/:slug',
      '/mcp',
      '/api/v1/rates',
      '/api/v1/tools',
      '/healthz',
      '/readyz',
      '/openapi.json',
    ]),
  );
  // The busiest first: a calculation is matched before anything but the usage route.
  expect(paths.indexOf('/api/v1/calculate/:slug')).toBeLessThan(paths.indexOf('/api/v1/rates'));
  expect(paths.indexOf('/mcp')).toBeLessThan(paths.indexOf('/api/v1/rates'));
});
