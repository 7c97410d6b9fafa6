// A small JSON-over-HTTP client on node:http: keep-alive connections, a session cookie, and a chosen
// loopback source address (the server's sign-up rate limit is per client address).
import http from 'node:http';

/** One keep-alive pool for all clients of a run; as many sockets as there are requests in flight. */
export function createAgent() {
  return new http.Agent({ keepAlive: true, maxSockets: Infinity });
}

/**
 * POST `body` as JSON to `url`. Resolves with the status, the Set-Cookie headers and the raw body
 * text, whatever the status. `localAddress` picks the source address (any of 127.0.0.0/8 on Linux).
 */
export function postJson(url, body, { agent, cookie, origin, localAddress } = {}) {
  const payload = Buffer.from(JSON.stringify(body));
  const headers = {
    'content-type': 'application/json',
    'content-length': String(payload.length),
    ...(cookie ? { cookie } : {}),
    ...(origin ? { origin } : {}),
  };
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', headers, agent, localAddress }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          setCookie: res.headers['set-cookie'] ?? [],
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    request.on('error', reject);
    request.end(payload);
  });
}

/** The `name=value` part of the first Set-Cookie whose name is `name`'s, for a Cookie header. */
export function cookieFrom(setCookie, name) {
  const found = setCookie.find((c) => c.startsWith(`${name}=`));
  return found?.split(';')[0];
}
