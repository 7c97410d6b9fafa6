// The Permissions-Policy header on every answer: the browser features Groeipad never uses are switched off for the page and anything it embeds.
import type { FastifyInstance } from 'fastify';

/**
 * Denied: sensors, camera, microphone, location, payments, devices (USB, serial, HID, MIDI), screen
 * capture, passkeys, ad topics and the like; nothing in the app asks for them, so a script that got in
 * cannot either. Allowed for the app itself: clipboard-write (the recovery key's copy button).
 * Left at the browser's default ('self'): local-network and loopback access, which a user's own coach
 * model on this machine (Ollama, decision 017) needs. Notifications and persistent storage are not
 * features of this header; the browser asks the user for those. Only names Chromium knows are listed:
 * it logs an error for every unknown one.
 */
const denied = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'captured-surface-control',
  'clipboard-read',
  'compute-pressure',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'identity-credentials-get',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'picture-in-picture',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'speaker-selection',
  'usb',
  'window-management',
  'xr-spatial-tracking',
];

export const PERMISSIONS_POLICY = [
  ...denied.map((feature) => `${feature}=()`),
  'clipboard-write=(self)',
].join(', ');

/** On the app itself, before any route: pages, files, API answers, 404s and errors all carry it. */
export function registerPermissionsPolicy(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    done();
  });
}
