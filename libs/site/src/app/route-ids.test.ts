import { describe, expect, it } from 'vitest';
import { isStoryRouteId } from './route-ids';

describe('isStoryRouteId', () => {
  it('names the public and extranet story routes, with the locale-shape suffix of the extranet ones', () => {
    for (const id of ['page', 'page-index', 'extranet-page', 'extranet-index', 'extranet-page-1', 'extranet-index-2'])
      expect(isStoryRouteId(id), id).toBe(true);
  });

  it('leaves out the root, the extranet layout and the resource routes', () => {
    for (const id of ['root', 'extranet', 'extranet-1', 'auth-login', 'api-downloads', 'page-1', 'sitemap', 'pages'])
      expect(isStoryRouteId(id), id).toBe(false);
  });
});
