// Vite build of the Groeipad PWA: React, code splitting, and a Workbox service worker that precaches every chunk.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: 'Groeipad',
        short_name: 'Groeipad',
        description: 'Je persoonlijke groeicoach rond je persoonlijkheidstype, ook offline.',
        lang: 'nl',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait-primary',
        theme_color: '#2f7d6d',
        background_color: '#f4f1ea',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: 'icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
          { src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2,webmanifest}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/ws/],
        cleanupOutdatedCaches: true,
        // Take control of the first page at once so it works offline without a reload.
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
  build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 800 },
  server: { port: 5173 },
});
