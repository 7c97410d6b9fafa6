// The fallback worker's decisions: every /api request goes to the network untouched (nothing is queued or
// cached), and only a 200 HTML page of this origin opened as a page may become the app shell.
import { describe, expect, it } from 'vitest';
import {
  fetchPlan,
  isAppShell,
  type RequestFacts,
  type ResponseFacts,
} from './offline-fallback-rules';

const ORIGIN = 'https://groeipad.test';

function request(method: string, path: string, mode: RequestMode = 'cors'): RequestFacts {
  return { method, url: new URL(path, ORIGIN).href, mode };
}

function response(
  status: number,
  contentType: string | null,
  { type = 'basic', url = `${ORIGIN}/journaling` }: { type?: ResponseType; url?: string } = {},
): ResponseFacts {
  const headers = new Headers(contentType ? { 'content-type': contentType } : {});
  return { status, type, url, headers };
}

describe('fetchPlan', () => {
  it.each([
    ['PUT', '/api/account/e2e'],
    ['GET', '/api/account/e2e'],
    ['GET', '/api/account/me'],
    ['POST', '/api/coach/v1/chat/completions'],
    ['GET', '/api/coach/config'],
    ['POST', '/api/auth/sign-in/email'],
    ['POST', '/api/auth/change-password'],
    ['POST', '/api/sync/push'],
    ['POST', '/api/sync/pull'],
    ['GET', '/api/health'],
    ['DELETE', '/api/anything-new'],
  ])('leaves %s %s to the network', (method, path) => {
    expect(fetchPlan(request(method, path), ORIGIN)).toBe('network');
    expect(fetchPlan(request(method, path, 'navigate'), ORIGIN)).toBe('network');
  });

  it('answers pages and built files, and nothing of another origin or method', () => {
    expect(fetchPlan(request('GET', '/journaling', 'navigate'), ORIGIN)).toBe('page');
    expect(fetchPlan(request('GET', '/assets/index-abc.js'), ORIGIN)).toBe('asset');
    expect(fetchPlan(request('POST', '/journaling', 'navigate'), ORIGIN)).toBe('network');
    expect(fetchPlan(request('GET', 'https://model.example/v1/models'), ORIGIN)).toBe('network');
  });
});

describe('isAppShell', () => {
  const page = request('GET', '/journaling', 'navigate');

  it('takes a full HTML answer of this origin to a navigation', () => {
    expect(isAppShell(page, response(200, 'text/html; charset=utf-8'), ORIGIN)).toBe(true);
    expect(isAppShell(page, response(200, 'TEXT/HTML'), ORIGIN)).toBe(true);
  });

  it.each([
    ['JSON', response(200, 'application/json; charset=utf-8')],
    ['a script', response(200, 'text/javascript')],
    ['no content type', response(200, null)],
    ['an error page', response(404, 'text/html')],
    ['a partial answer', response(206, 'text/html')],
    ['an opaque redirect', response(200, 'text/html', { type: 'opaqueredirect' })],
    ['another origin', response(200, 'text/html', { url: 'https://elders.example/' })],
    ['a made-up answer', response(200, 'text/html', { url: '' })],
  ])('refuses %s', (_name, answer) => {
    expect(isAppShell(page, answer, ORIGIN)).toBe(false);
  });

  it('refuses an HTML answer to anything but a navigation', () => {
    const html = response(200, 'text/html');
    expect(isAppShell(request('GET', '/journaling'), html, ORIGIN)).toBe(false);
  });
});
