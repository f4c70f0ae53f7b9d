import { describe, expect, it } from 'vitest';
import { productStory } from './testing/fixtures';
import { resolveRelations } from './context';

describe('resolveRelations', () => {
  const a = productStory('Futura');
  const b = productStory('Alpha');
  const rels = new Map([
    [a.uuid, a],
    [b.uuid, b],
  ]);

  it('resolves uuids through rels and keeps the editor order', () => {
    expect(resolveRelations([b.uuid, a.uuid], rels).map((s) => s.name)).toEqual(['Alpha', 'Futura']);
  });

  it('accepts stories resolved in place and drops unresolvable entries', () => {
    expect(resolveRelations([a, 'missing-uuid', null as never, b.uuid], new Map([[b.uuid, b]])).map((s) => s.name)).toEqual(['Futura', 'Alpha']);
  });

  it('returns an empty list for a missing field', () => {
    expect(resolveRelations(undefined, rels)).toEqual([]);
  });
});
