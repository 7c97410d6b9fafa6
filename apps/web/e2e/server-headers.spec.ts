// The built app as the server sends it: no source maps published, and a Permissions-Policy that Chromium reads without complaint.
import { expect, test } from '@playwright/test';

type FeaturePolicy = { allowsFeature(feature: string): boolean };

test('publishes no source maps: the scripts name none, and no .map is found', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const scripts = [...html.matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
  expect(scripts.length).toBeGreaterThan(0);
  for (const url of [...scripts, '/sw.js', '/sw-sync.js']) {
    const script = await request.get(url);
    expect(script.status(), url).toBe(200);
    expect(await script.text(), url).not.toContain('sourceMappingURL');
    expect((await request.get(`${url}.map`)).status(), url).toBe(404);
  }
});

test('denies camera, microphone and location to the page, keeps the clipboard, and names only features Chromium knows', async ({
  page,
}) => {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Permissions-Policy')) complaints.push(message.text());
  });
  await page.goto('/');
  const allowed = await page.evaluate(() => {
    const policy = (document as Document & { featurePolicy: FeaturePolicy }).featurePolicy;
    const features = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'clipboard-write'];
    return Object.fromEntries(features.map((feature) => [feature, policy.allowsFeature(feature)]));
  });
  expect(allowed).toEqual({
    camera: false,
    microphone: false,
    geolocation: false,
    payment: false,
    usb: false,
    'clipboard-write': true,
  });
  expect(complaints).toEqual([]);
});
