// The header that carries the client address from Fastify to better-auth and its hooks.

/** Fastify puts the socket address (or, with trustProxy, the proxy's client) here; clients cannot set it. */
export const clientIpHeader = 'x-groeipad-client-ip';
