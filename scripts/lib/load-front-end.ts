/**
 * `npm run load`'s stand-in for Cloud Run's front end. In production no visitor connects to an instance: Google's
 * front end terminates the visitors' connections and hands each request to an instance that has room, at most
 * `concurrency` requests in an instance at once (the function's option), the others waiting in its queue (or going
 * to a new instance, which this one-instance run does not start). Without it, 200 visitors would open 200
 * connections straight into the one Node process, a thing production never does; measured here, a saturated event
 * loop then accepts new connections at about 10 per second and a late visitor waits seconds for its first answer
 * (docs/load.md "What broke first").
 *
 * Run as its own process (`spawnFrontEnd` in load-server.ts), so that neither the load generator nor the instance
 * shares its event loop; it reports its port and, when asked, its figures over the IPC channel. Requests go to the
 * instance over at most `concurrency` keep-alive connections (Node's agent queues the rest), body and headers as
 * they came, the answer streamed back as it comes.
 */
import { Agent, createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';

/** What the front end saw: requests forwarded, the most waiting at once, the longest wait for room, upstream errors. */
export interface FrontEndStats {
  forwarded: number;
  maxQueued: number;
  maxQueueWaitMs: number;
  upstreamErrors: number;
}

/** Headers a proxy must not forward (RFC 9110 §7.6.1: they describe the connection, not the message). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function endToEnd(headers: IncomingMessage['headers']): IncomingMessage['headers'] {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

/** Starts the front end on a free loopback port in front of `instancePort`. */
function startFrontEnd(
  instancePort: number,
  concurrency: number,
): Promise<{ port: number; stats: () => FrontEndStats }> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency, maxFreeSockets: concurrency });
  const stats: FrontEndStats = { forwarded: 0, maxQueued: 0, maxQueueWaitMs: 0, upstreamErrors: 0 };
  let inFlight = 0;

  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const arrived = performance.now();
    inFlight += 1;
    stats.maxQueued = Math.max(stats.maxQueued, inFlight - concurrency);
    const done = () => {
      inFlight -= 1;
    };
    res.once('close', done);
    const upstream = request(
      {
        host: '127.0.0.1',
        port: instancePort,
        method: req.method,
        path: req.url,
        headers: endToEnd(req.headers),
        agent,
      },
      (answer) => {
        stats.forwarded += 1;
        res.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        answer.pipe(res);
      },
    );
    // The agent hands the request a socket once one of the `concurrency` connections is free: the queue wait.
    upstream.once('socket', () => {
      stats.maxQueueWaitMs = Math.max(stats.maxQueueWaitMs, performance.now() - arrived);
    });
    upstream.once('error', (error) => {
      stats.upstreamErrors += 1;
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`front end: ${error.message}`);
    });
    req.pipe(upstream);
  };

  const server = createServer(forward);
  server.keepAliveTimeout = 60_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (!address || typeof address !== 'object') {
        reject(new Error('front end: no port'));
        return;
      }
      resolve({ port: address.port, stats: () => ({ ...stats }) });
    });
  });
}

/** As a child process: `<instancePort> <concurrency>`; sends `{ port }` when ready, `{ stats }` when sent 'stats'. */
async function main(): Promise<void> {
  const [instancePort, concurrency] = process.argv.slice(2).map(Number);
  if (!process.send || !Number.isInteger(instancePort) || !Number.isInteger(concurrency) || !concurrency) {
    throw new Error('usage: a child process with IPC, arguments <instancePort> <concurrency>');
  }
  const front = await startFrontEnd(instancePort ?? 0, concurrency);
  process.on('message', (message) => {
    if (message === 'stats') process.send?.({ stats: front.stats() });
  });
  // The parent going away ends the front end too.
  process.on('disconnect', () => process.exit(0));
  process.send({ port: front.port });
}

if (process.argv[1]?.endsWith('load-front-end.ts')) {
  main().catch((error: unknown) => {
    console.error(`[front end] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
