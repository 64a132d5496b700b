// The yardstick: a bare Fastify server (no plugins, no logging) with a GET and a POST route, for npm run bench.
import Fastify from 'fastify'

const app = Fastify({ logger: false })
app.get('/hello', async () => ({ hello: 'world' }))
app.post('/echo', async (request) => request.body)
await app.listen({ port: Number(process.argv[2] ?? 0), host: '127.0.0.1' })
process.stdout.write(`${app.server.address().port}\n`)
