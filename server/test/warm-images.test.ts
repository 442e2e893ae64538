import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { warmImages } from '../src/image-proxy/index.ts';

const PAGE = `<html><head>
<link rel="preload" as="image" imageSrcSet="/img/f_webp,q_95,w_240,h_180,fit_cover/%2Fmedia%2Fgames%2Fa.svg 1x, /img/f_webp,q_95,w_480,h_360,fit_cover/%2Fmedia%2Fgames%2Fa.svg 2x"/>
</head><body>
<picture><source media="(max-width: 640px)" srcSet="/img/f_webp,q_95,w_360,h_520/%2Fmedia%2Fbanners%2Ftall.svg 1x"/>
<img src="/img/f_webp,q_95,w_240,h_180,fit_cover/%2Fmedia%2Fgames%2Fa.svg" alt=""/></picture>
<img src="/favicon.svg" alt=""/>
<script type="application/json" id="ssr-data">{"image":"/img/f_webp,q_95,w_240/%2Fmedia%2Fgames%2Fb.svg"}</script><a href="/img-gallery">not an image</a>
</body></html>`;

/** The proxy addresses in PAGE's markup: src, srcset and preloads, not its data or links. */
const PAGE_IMAGES = [
  '/img/f_webp,q_95,w_240,h_180,fit_cover/%2Fmedia%2Fgames%2Fa.svg',
  '/img/f_webp,q_95,w_480,h_360,fit_cover/%2Fmedia%2Fgames%2Fa.svg',
  '/img/f_webp,q_95,w_360,h_520/%2Fmedia%2Fbanners%2Ftall.svg',
];

describe('image warm-up', () => {
  it('asks for every distinct proxy address in the markup once: src, srcset and preloads, not its data', async () => {
    const app = Fastify();
    const asked: string[] = [];
    app.get('/', async (_request, reply) => reply.type('text/html').send(PAGE));
    app.get('/img/*', async (request, reply) => {
      asked.push(request.url);
      return reply.type('image/webp').send(Buffer.from('x'));
    });
    await expect(warmImages(app, ['/'])).resolves.toBe(3);
    expect(asked.sort()).toEqual([...PAGE_IMAGES].sort());
    await app.close();
  });

  it('asks for each image of the pages once, and survives pages and images that fail', async () => {
    const app = Fastify();
    const asked: string[] = [];
    app.get('/', async (_request, reply) => reply.type('text/html').send(PAGE));
    app.get('/broken', async () => {
      throw new Error('render failed');
    });
    app.get('/img/*', async (request, reply) => {
      asked.push(request.url);
      if (request.url.includes('tall')) return reply.code(404).send();
      return reply.type('image/webp').send(Buffer.from('x'));
    });
    await expect(warmImages(app, ['/', '/broken', '/'])).resolves.toBe(2);
    expect(asked.sort()).toEqual([...PAGE_IMAGES].sort());
    await app.close();
  });
});
