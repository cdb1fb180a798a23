/** What stopping needs of a supervised process. */
export interface StoppableChild {
  expectExit(): void;
  stop(): Promise<void>;
}

/**
 * Stops processes in the reverse order of what they need: the last layer started (the gateway) first, then
 * the services and the mail worker, then the dependencies they use (Redis), so no process is left talking to
 * a dependency that is already gone. A layer's processes stop together; `stops` (embedded servers) run last.
 */
export async function stopInOrder(
  layers: readonly (readonly StoppableChild[])[],
  stops: readonly (() => Promise<void>)[],
): Promise<void> {
  for (const layer of layers) for (const child of layer) child.expectExit();
  for (const layer of [...layers].reverse()) await Promise.all(layer.map((child) => child.stop()));
  for (const stop of stops) await stop();
}
