// Test support: every route the app serves, as "METHOD /path" keys: Fastify's own routes, with better-auth's endpoints behind /api/auth/*.
import type { FastifyInstance } from 'fastify';
import type { AuthService } from '../../auth';

const methods = ['DELETE', 'GET', 'HEAD', 'PATCH', 'POST', 'PUT', 'OPTIONS'] as const;

/**
 * Paths of one method from Fastify's route tree print (`printRoutes({ method })`): each line is a
 * segment indented four columns per level; a segment followed by `(METHOD)` ends a route.
 */
function parseTree(tree: string, method: string): string[] {
  const paths: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const branch = /^([│ ]*)[├└]── (.*)$/.exec(line);
    if (!branch) continue;
    const depth = (branch[1] ?? '').length / 4;
    const node = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(branch[2] ?? '');
    stack.length = depth;
    stack.push(node?.[1] ?? '');
    if (node?.[2]?.split(', ').includes(method)) paths.push(stack.join(''));
  }
  return paths;
}

/** Every Fastify route as "METHOD /path"; HEAD is left out where Fastify added it to a GET. */
export function fastifyRoutes(app: FastifyInstance): string[] {
  const byMethod = new Map(methods.map((m) => [m, parseTree(app.printRoutes({ method: m }), m)]));
  const routes: string[] = [];
  for (const [method, paths] of byMethod) {
    for (const path of paths) {
      if (method === 'HEAD' && byMethod.get('GET')?.includes(path)) continue;
      routes.push(`${method} ${path}`);
    }
  }
  if (routes.length === 0) throw new Error('could not read the routes from printRoutes()');
  return routes.sort();
}

type Endpoint = { path?: string; options?: { method?: string | string[] } };

/** The endpoints better-auth answers over HTTP with our options, as "METHOD /api/auth/<path>". */
export function authEndpoints(service: AuthService): string[] {
  const keys: string[] = [];
  const disabled: readonly string[] = service.auth.options.disabledPaths ?? [];
  for (const endpoint of Object.values(service.auth.api) as Endpoint[]) {
    // Endpoints without a path (setPassword) are for server code only; disabled ones answer 404
    // like any path better-auth does not know (the wildcard rows).
    if (!endpoint.path || disabled.includes(endpoint.path)) continue;
    const declared = endpoint.options?.method ?? [];
    for (const method of Array.isArray(declared) ? declared : [declared]) {
      keys.push(`${method} /api/auth${endpoint.path}`);
    }
  }
  return keys.sort();
}

/**
 * Everything a client can call: Fastify's routes, where the auth wildcard stands for each
 * better-auth endpoint plus the wildcard itself per method (paths better-auth does not know).
 */
export function servedRoutes(app: FastifyInstance, service: AuthService): string[] {
  return [...fastifyRoutes(app), ...authEndpoints(service)].sort();
}
