// Docker HEALTHCHECK without curl: `node healthcheck.mjs` checks liveness, `node healthcheck.mjs ready`
// readiness, on the management port when there is one.
const port = process.env.MANAGEMENT_PORT || process.env.PORT || '3000';
const path = process.argv[2] === 'ready' ? '/health/ready' : '/health/live';
try {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(2500) });
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}
