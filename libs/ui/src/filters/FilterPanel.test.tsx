import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FilterPanel, previewCount, type FilterGroup } from './FilterPanel';

const groups: FilterGroup[] = [
  {
    name: 'category',
    label: 'Category',
    options: [
      { value: 'auto', label: 'Automotive', count: 7 },
      { value: 'home', label: 'Residential', count: 5 },
    ],
  },
  {
    name: 'type',
    label: 'Type',
    options: [
      { value: 'machine', label: 'Machine', count: 9 },
      { value: 'blank', label: 'Blank', count: 3 },
    ],
  },
];

describe('FilterPanel result count (docs/requirements/pages.md#listings)', () => {
  it('counts the results of a selection changed in one facet; says "Apply filters" when several changed', () => {
    expect(previewCount(groups, {}, null, 12)).toBe(12);
    expect(previewCount(groups, {}, { category: ['auto'], type: [] }, 12)).toBe(7);
    expect(previewCount(groups, {}, { category: ['auto', 'home'], type: [] }, 12)).toBe(12);
    expect(previewCount(groups, { category: ['auto'] }, { category: [], type: [] }, 7)).toBe(12);
    expect(previewCount(groups, {}, { category: ['auto'], type: ['blank'] }, 12)).toBeNull();
  });

  it('updates the button once a box is ticked', () => {
    const { container } = render(<FilterPanel groups={groups} values={{}} resultCount={12} resetHref="?" />);
    expect(screen.getAllByText('Show 12 results').length).toBeGreaterThan(0);
    fireEvent.click(container.querySelector('input[name="category"][value="auto"]')!);
    expect(screen.getAllByText('Show 7 results').length).toBeGreaterThan(0);
    expect(screen.queryAllByText('Show 12 results')).toHaveLength(0);
  });
});
