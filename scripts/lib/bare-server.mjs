// A bare fastify 5 server that answers every request with the same bytes: the ceiling the API's
// reads are measured against (`pnpm bench`, API section). Run as its own process, like the API:
// `node bare-server.mjs <port> <body file> <content type> <content encoding>`.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [port, file, type, encoding = 'identity'] = process.argv.slice(2);
const body = readFileSync(file);
const app = Fastify({ logger: false });
app.all('/*', (_request, reply) => {
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.type(type).send(body);
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
