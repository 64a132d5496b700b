// The container's HEALTHCHECK: asks /readyz on this machine, with no shell or curl in the image.
const port = process.env.PORT ?? '3000'
try {
  const response = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(2500) })
  process.exit(response.ok ? 0 : 1)
} catch {
  process.exit(1)
}
