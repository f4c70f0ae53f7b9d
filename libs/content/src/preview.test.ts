import { describe, expect, it } from 'vitest';
import { isPreviewRequest, previewContext, previewQuery } from './preview';

const NOW = Date.UTC(2026, 0, 1);

describe('isPreviewRequest', () => {
  it('accepts the visual editor parameters signed with the preview token', () => {
    const url = `https://www.silca.biz/en/global?${previewQuery(287745, 42, 'local-preview', NOW)}`;
    expect(isPreviewRequest(url, 'local-preview', NOW)).toBe(true);
    expect(previewContext(url, 'local-preview', NOW)).toMatchObject({ storyId: '42', spaceId: '287745', language: 'default' });
  });

  it('rejects another token, a stale timestamp, missing parameters and no configured token', () => {
    const url = `/en/global?${previewQuery(287745, 42, 'local-preview', NOW)}`;
    expect(isPreviewRequest(url, 'other-token', NOW)).toBe(false);
    expect(isPreviewRequest(url, 'local-preview', NOW + 2 * 3600 * 1000)).toBe(false);
    expect(isPreviewRequest('/en/global?_storyblok=42', 'local-preview', NOW)).toBe(false);
    expect(isPreviewRequest(url, undefined, NOW)).toBe(false);
    expect(isPreviewRequest(url.replace(/token%5D=[0-9a-f]+/, 'token%5D=abc'), 'local-preview', NOW)).toBe(false);
  });
});
