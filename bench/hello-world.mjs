// The yardstick for /healthz (issue 12): a bare Fastify hello-world, started by the bench as its own process
// with plain Node on the same machine, and loaded with the same autocannon settings in the same run.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
