// The ceiling of `npm run bench:http`: a bare Fastify server answering `GET /` with a small JSON object,
// no plugins, no logging, no database. Listens on PORT (127.0.0.1).
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
process.on('SIGINT', () => void app.close().then(() => process.exit(0)));
