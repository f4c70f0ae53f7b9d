import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Blok } from '../../core/Blok';
import { asset } from '../../core/testing/fixtures';
import { renderBlocks } from '../../core/testing/render';

describe('standalone_media and media_carousel', () => {
  it('renders a video with controls, no autoplay, poster and captions', () => {
    const { container } = renderBlocks(
      <Blok
        blok={{
          _uid: 'v',
          component: 'standalone_media',
          media: asset('futura.mp4'),
          poster: asset('poster.jpg'),
          captions: asset('futura.vtt'),
          caption: 'Futura Pro in action',
        }}
      />,
    );
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video).toHaveAttribute('controls');
    expect(video).not.toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video.getAttribute('poster')).toContain('poster.jpg');
    expect(video.querySelector('source')).toHaveAttribute('type', 'video/mp4');
    expect(video.querySelector('track')).toHaveAttribute('kind', 'captions');
    expect(screen.getByText('Futura Pro in action').tagName).toBe('FIGCAPTION');
  });

  it('renders an image asset as a responsive image', () => {
    renderBlocks(<Blok blok={{ _uid: 'i', component: 'standalone_media', media: asset('hall.jpg', 1600, 900, 'Showroom') }} />);
    expect(screen.getByRole('img', { name: 'Showroom' })).toHaveAttribute('srcset');
  });

  it('media_carousel mixes images and videos in a labelled carousel', () => {
    const { container } = renderBlocks(
      <Blok blok={{ _uid: 'mc', component: 'media_carousel', title: 'Gallery', media: [asset('a.jpg', 1600, 900, 'A'), asset('b.webm')] }} />,
    );
    expect(screen.getByRole('region', { name: 'Gallery carousel' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A' })).toBeInTheDocument();
    expect(container.querySelector('video source')).toHaveAttribute('type', 'video/webm');
  });
});
