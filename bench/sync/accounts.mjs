// Real accounts through better-auth's routes: sign-up (one loopback source address per client, since
// sign-up allows 5 per minute per address) and sign-in for a second device of the same user.
import { cookieFrom, postJson } from './http.mjs';

/** better-auth's session cookie with COOKIE_SECURE on (the server's default). */
const SESSION_COOKIE = '__Secure-groeipad.session_token';
const PASSWORD = 'bench-password-1234';

/** The n-th client's own source address: 127.77.x.y, never 127.0.0.1 that the main user uses. */
export function clientAddress(n) {
  return `127.77.${Math.floor(n / 250)}.${(n % 250) + 1}`;
}

async function authPost(server, path, body, { agent, localAddress }) {
  // better-auth refuses cookie-carrying and sign-in POSTs from any origin but PUBLIC_URL.
  const options = { agent, localAddress, origin: server.url };
  const response = await postJson(`${server.url}/api/auth${path}`, body, options);
  if (response.status !== 200) {
    throw new Error(`${path} answered ${response.status}: ${response.text.slice(0, 300)}`);
  }
  const cookie = cookieFrom(response.setCookie, SESSION_COOKIE);
  if (!cookie) throw new Error(`${path} set no ${SESSION_COOKIE} cookie`);
  const { user } = JSON.parse(response.text);
  return { userId: user.id, email: user.email, cookie };
}

/** Signs up `email`; resolves with the new user's id and session cookie. */
export function signUp(server, email, options) {
  return authPost(server, '/sign-up/email', { name: 'Bench', email, password: PASSWORD }, options);
}

/** A new session of an existing account, as a second device gets it. */
export function signIn(server, email, options) {
  return authPost(server, '/sign-in/email', { email, password: PASSWORD }, options);
}

/** `count` accounts, `concurrency` sign-ups at a time, each from its own loopback address. */
export async function signUpMany(server, count, { agent, concurrency, prefix }) {
  const accounts = new Array(count);
  let next = 0;
  async function worker() {
    while (next < count) {
      const n = next++;
      const email = `${prefix}-${n}@bench.example.com`;
      accounts[n] = await signUp(server, email, { agent, localAddress: clientAddress(n) });
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return accounts;
}
