// The ceiling beside each route of the API benchmark: a bare node:http server, in a process of its
// own as the site's server is, that answers every request with the bytes the route answered (read
// from the JSON file named by the first argument). It prints its port once it listens.
//
// Usage: node bench/bare-http.ts ANSWER.json
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { bareServer, type CapturedAnswer } from './support/bare-answer.ts';

const file = process.argv[2];
if (!file) {
  process.stderr.write('usage: node bench/bare-http.ts ANSWER.json\n');
  process.exit(2);
}
const answer = JSON.parse(readFileSync(file, 'utf8')) as CapturedAnswer;
const server = bareServer(answer);
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${(server.address() as AddressInfo).port}\n`);
});
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
