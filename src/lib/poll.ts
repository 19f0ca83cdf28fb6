/**
 * Asks `probe` again every `intervalMs` until it returns a value (not undefined), for at most `timeoutMs`.
 * For changes the service accepts now and applies a moment later (202 Accepted).
 */
export async function pollUntil<T>(
  probe: () => Promise<T | undefined>,
  {
    intervalMs = 400,
    timeoutMs = 15_000,
    signal,
  }: { intervalMs?: number; timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<T | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (signal?.aborted) return undefined;
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() + intervalMs > deadline) return undefined;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
