import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

const SCRIPT = `console.log(${JSON.stringify('Portal de Obras '.repeat(200))});`;
const PWA_FILES = {
  'sw.js': 'importScripts("workbox-1a2b3c.js");',
  'workbox-1a2b3c.js': 'self.workbox = {};',
  'manifest.webmanifest': JSON.stringify({ name: 'Portal de Obras', lang: 'pt-BR' }),
  'icons/icon-192.png': 'png',
};

describe('compressed answers', () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    // A built web app as `vite build` leaves it: each file with its brotli and gzip copies beside it.
    webDist = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'portal-web-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    const files = {
      'index.html': '<!doctype html><title>Portal de Obras</title><div id="root"></div>',
      'assets/app-abc123.js': SCRIPT,
    };
    for (const [name, text] of Object.entries(files)) {
      fs.writeFileSync(path.join(webDist, name), text);
      fs.writeFileSync(path.join(webDist, `${name}.br`), zlib.brotliCompressSync(text));
      fs.writeFileSync(path.join(webDist, `${name}.gz`), zlib.gzipSync(text));
    }
    // What vite-plugin-pwa writes after the compressed copies are made (issue 24): plain files at the root.
    fs.mkdirSync(path.join(webDist, 'icons'));
    for (const [name, text] of Object.entries(PWA_FILES)) fs.writeFileSync(path.join(webDist, name), text);
    t = await createTestApp({ env: { WEB_DIST: webDist } });
    // A stored file streamed with its length, as the files module downloads one.
    t.app.get('/api/__arquivo-de-teste', { config: { public: true } }, async (_request, reply) =>
      reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('content-length', String(Buffer.byteLength(SCRIPT)))
        .send(Readable.from([SCRIPT])),
    );
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it.each([
    ['br', zlib.brotliDecompressSync],
    ['gzip', zlib.gunzipSync],
  ] as const)(
    'serves a script of the built app as the %s file made at build time',
    async (encoding, decode) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': encoding === 'br' ? 'gzip, deflate, br' : 'gzip' },
      });

      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(res.rawPayload).toString()).toBe(SCRIPT);
      expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 5);
    },
  );

  it('serves the plain file to a client that accepts no compression', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });

    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SCRIPT);
    expect(res.headers['content-length']).toBe(String(SCRIPT.length));
  });

  it('serves the page of any route compressed and never cached without asking', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/obras/123',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="root">');
  });

  it.each([
    ['/sw.js', /javascript/],
    ['/workbox-1a2b3c.js', /javascript/],
    ['/manifest.webmanifest', /application\/manifest\+json/],
    ['/icons/icon-192.png', /image\/png/],
  ])(
    'serves %s of the installable app as itself, revalidated on every use (a new version is seen at once)',
    async (url, type) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });

      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(type);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(PWA_FILES[url.slice(1) as keyof typeof PWA_FILES]);
    },
  );

  it('compresses an API answer over 1 KB', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'br, gzip' },
    });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const body = JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString()) as { openapi: string };
    expect(body.openapi).toBe('3.1.0');
  });

  it('leaves a small API answer as it is', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });

    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('sends a downloaded file as it is, with its length', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/__arquivo-de-teste',
      headers: { 'accept-encoding': 'br, gzip' },
    });

    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(SCRIPT.length));
    expect(res.body).toBe(SCRIPT);
  });
});
