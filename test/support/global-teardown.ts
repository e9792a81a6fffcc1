/** Jest's global teardown: stops the container Redis the global setup started, if it did. */
export default async function globalTeardown(): Promise<void> {
  await (globalThis as { stopTestRedis?: () => Promise<void> }).stopTestRedis?.();
}
