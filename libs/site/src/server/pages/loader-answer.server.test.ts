import { describe, expect, it } from 'vitest';
import { isDocumentRequest } from '../http/context';
import { defer } from '@remix-run/node';
import type { EntryContext } from '@remix-run/node';
import { firstNonJsonValue, loaderAnswer, withoutSettledDeferreds } from './loader-answer.server';

const page = { kind: 'story', story: { name: 'Alpha', content: { body: [{ _uid: 'a', title: 'Keys', count: 3, hidden: false, link: null }] } }, optional: undefined };

describe('firstNonJsonValue (decision 0978)', () => {
  it('accepts what JSON gives back unchanged, undefined keys included', () => {
    expect(firstNonJsonValue(page)).toBeNull();
    expect(firstNonJsonValue(Object.assign(Object.create(null), { a: 1 }))).toBeNull();
    expect(firstNonJsonValue([])).toBeNull();
  });

  it('names the path of the first value JSON would change', () => {
    expect(firstNonJsonValue({ story: { content: { date: new Date(0) } } })).toBe('story.content.date');
    expect(firstNonJsonValue({ items: [1, undefined, 3] })).toBe('items[1]');
    expect(firstNonJsonValue({ a: { price: Number.NaN } })).toBe('a.price');
    expect(firstNonJsonValue({ a: [{ b: Infinity }] })).toBe('a[0].b');
    expect(firstNonJsonValue({ url: new URL('https://example.com') })).toBe('url');
    expect(firstNonJsonValue({ m: new Map() })).toBe('m');
    expect(firstNonJsonValue({ f: () => 1 })).toBe('f');
    expect(firstNonJsonValue({ n: 1n })).toBe('n');
    expect(firstNonJsonValue(Symbol('s'))).toBe('(root)');
  });

  it('refuses a cycle but not an object shared by two branches', () => {
    const shared = { label: 'x' };
    expect(firstNonJsonValue({ a: shared, b: shared })).toBeNull();
    const cycle: Record<string, unknown> = { name: 'c' };
    cycle.self = cycle;
    expect(firstNonJsonValue({ cycle })).toBe('cycle.self');
  });
});

describe('loaderAnswer (decision 0978)', () => {
  const init = { headers: { 'Cache-Control': 'public, max-age=0' } };

  it('answers a data request with JSON, as before', async () => {
    const answer = loaderAnswer({ documentRequest: false }, page, init);
    expect(answer).toBeInstanceOf(Response);
    expect(answer.headers.get('Cache-Control')).toBe('public, max-age=0');
    expect(await answer.json()).toEqual(JSON.parse(JSON.stringify(page)));
  });

  it('hands a document request its data as it is, with its status and headers', () => {
    const answer = loaderAnswer({ documentRequest: true }, page, { ...init, status: 404 }) as unknown as { data: typeof page; init: ResponseInit };
    expect(answer).not.toBeInstanceOf(Response);
    // The very objects the loader made: no serialise and parse in between.
    expect(answer.data.story).toBe(page.story);
    expect(answer.init.status).toBe(404);
    expect(new Headers(answer.init.headers).get('Cache-Control')).toBe('public, max-age=0');
  });

  it('falls back to JSON when JSON would change a value, so the server never renders what the browser will not hydrate', () => {
    expect(loaderAnswer({ documentRequest: true }, { when: new Date(0) })).toBeInstanceOf(Response);
    expect(loaderAnswer({ documentRequest: true }, ['a', 'b'])).toBeInstanceOf(Response);
    expect(loaderAnswer(undefined, page)).toBeInstanceOf(Response);
    // Deep down, and in a part already seen plain in another answer.
    const deep: Record<string, unknown> = { leaf: new Date(0) };
    let nested: Record<string, unknown> = deep;
    for (let i = 0; i < 20; i++) nested = { child: nested };
    expect(loaderAnswer({ documentRequest: true }, { page, nested })).toBeInstanceOf(Response);
    expect(loaderAnswer({ documentRequest: true }, { story: page.story, extra: [Number.NaN] })).toBeInstanceOf(Response);
  });

  it('sends a cycle to JSON, which refuses it as before', () => {
    const cycle: Record<string, unknown> = { name: 'c' };
    cycle.self = cycle;
    expect(() => loaderAnswer({ documentRequest: true }, { cycle })).toThrow(TypeError);
  });
});

describe('isDocumentRequest', () => {
  it('is a GET or HEAD without a `_data` parameter, as Remix reads it', () => {
    expect(isDocumentRequest('GET', '/en/global')).toBe(true);
    expect(isDocumentRequest('HEAD', '/en/global?page=2')).toBe(true);
    expect(isDocumentRequest('GET', '/en/global?_data=page')).toBe(false);
    expect(isDocumentRequest('GET', '/en/global?x=1&_data')).toBe(false);
    expect(isDocumentRequest('GET', '/en/global?%5Fdata=page')).toBe(false);
    expect(isDocumentRequest('GET', '/en/global?my_data=1')).toBe(true);
    expect(isDocumentRequest('POST', '/en/global')).toBe(false);
  });
});

describe('withoutSettledDeferreds (decision 0978)', () => {
  type Active = NonNullable<EntryContext['staticHandlerContext']['activeDeferreds']>;
  const contextWith = (active: Active | null) => ({ staticHandlerContext: { activeDeferreds: active } }) as unknown as Pick<EntryContext, 'staticHandlerContext'>;
  const settled = () => loaderAnswer({ documentRequest: true }, page) as unknown as Active[string];

  it('leaves no deferred entry when every answer is already settled, so Remix adds no streaming script', () => {
    const context = withoutSettledDeferreds(contextWith({ root: settled(), page: settled() }));
    expect(context.staticHandlerContext.activeDeferreds).toBeNull();
  });

  it('keeps an answer that defers a real promise', () => {
    const pending = defer({ slow: new Promise(() => undefined) }) as unknown as Active[string];
    const context = withoutSettledDeferreds(contextWith({ root: settled(), page: pending }));
    expect(Object.keys(context.staticHandlerContext.activeDeferreds ?? {})).toEqual(['page']);
  });

  it('is a no-op without deferred answers', () => {
    expect(withoutSettledDeferreds(contextWith(null)).staticHandlerContext.activeDeferreds).toBeNull();
  });
});
