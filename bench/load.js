// A small closed-loop HTTP load generator, run in its own process so that it does not share the server's event loop.
// Usage: node bench/load.js URL BODY_JSON SECONDS CONNECTIONS  -> prints {requests, seconds, rps, errors} as JSON
import http from 'node:http'

const [url, body, seconds = '5', connections = '32'] = process.argv.slice(2)
const target = new URL(url)
const agent = new http.Agent({ keepAlive: true, maxSockets: Number(connections) })
const payload = Buffer.from(body)
const deadline = performance.now() + Number(seconds) * 1000
let requests = 0
let errors = 0

function one() {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': payload.length },
      },
      (res) => {
        res.resume()
        res.on('end', () => {
          if (res.statusCode === 200) requests += 1
          else errors += 1
          resolve()
        })
      },
    )
    req.on('error', () => {
      errors += 1
      resolve()
    })
    req.end(payload)
  })
}

async function worker() {
  while (performance.now() < deadline) await one()
}

const started = performance.now()
await Promise.all(Array.from({ length: Number(connections) }, worker))
const elapsed = (performance.now() - started) / 1000
agent.destroy()
console.log(JSON.stringify({ requests, errors, seconds: elapsed, rps: requests / elapsed }))
