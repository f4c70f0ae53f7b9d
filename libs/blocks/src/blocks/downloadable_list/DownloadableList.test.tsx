import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Blok } from '../../core/Blok';
import { asset } from '../../core/testing/fixtures';
import { renderBlocks } from '../../core/testing/render';

const list = {
  _uid: 'dl',
  component: 'downloadable_list',
  title: 'Product photos',
  items: [
    { _uid: 'i1', component: 'downloadable_item', title: 'Futura Pro front', file_high: asset('futura-hi.tif'), file_low: asset('futura-lo.jpg') },
    { _uid: 'i2', component: 'downloadable_item', title: 'Futura Pro side', file_high: asset('futura-side.tif') },
  ],
};

describe('downloadable_list', () => {
  it('offers selected / all / high-res / low-res choices in a POST form that works without JavaScript', () => {
    const { container } = renderBlocks(<Blok blok={list} />);
    const form = container.querySelector('form') as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/downloads');
    expect(screen.getByRole('checkbox', { name: 'Futura Pro front' })).toHaveAttribute('value', 'i1');
    expect(screen.getByRole('radio', { name: 'High resolution' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Low resolution' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Download selected' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Download all' })).toHaveAttribute('name', 'all');
    expect(screen.getAllByRole('link', { name: 'High resolution' })).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'Low resolution' })).toHaveLength(1);
  });

  it('announces the preparing message on submit of a selection', () => {
    const { container } = renderBlocks(<Blok blok={list} />);
    expect(screen.getByRole('status')).toHaveTextContent('');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Futura Pro side' }));
    fireEvent.submit(container.querySelector('form') as HTMLFormElement);
    expect(screen.getByRole('status')).toHaveTextContent('Preparing your download…');
  });

  it('says to choose a file instead of posting an empty selection', () => {
    const { container } = renderBlocks(<Blok blok={list} />);
    // fireEvent returns false when a handler called preventDefault: nothing is posted.
    expect(fireEvent.submit(container.querySelector('form') as HTMLFormElement)).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent('Choose at least one file.');
  });

  it("holds the note the zip endpoint sends a no-JavaScript visitor back to (the list's anchor)", () => {
    const { container } = renderBlocks(<Blok blok={list} />);
    const note = container.querySelector('#download-none-dl');
    expect(note).toHaveTextContent('Choose at least one file.');
    expect(note?.closest('form')).not.toBeNull();
  });
});
