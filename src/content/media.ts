import type { MediaKey } from './types.ts';

export interface MediaImage {
  /** Path prefix: the files are `${base}-640.webp` and `${base}-1280.webp`. */
  base: string;
  width: number;
  height: number;
  alt: string;
}

const image = (key: MediaKey, alt: string, width = 1280, height = 853): MediaImage => ({
  base: `/images/${key}`,
  width,
  height,
  alt,
});

/**
 * Every picture on the site. The files are made by `npm run images` from images/source/<key>.(svg|jpg|png):
 * to use the company's own photo, drop it there under the same name and run the command.
 */
export const media: Record<MediaKey, MediaImage> = {
  'crew-loading': image('crew-loading', 'Our uniformed crew loading furniture into the truck'),
  'garage-cleared': image('garage-cleared', 'A cleared, swept garage after a cleanout'),
  'donation-dropoff': image('donation-dropoff', 'Usable furniture set aside for donation to a local charity'),
  'estate-cleanout': image('estate-cleanout', 'A family home being sorted during an estate cleanout'),
  recycling: image('recycling', 'Metal, electronics and cardboard sorted for recycling'),
  'video-garage': image('video-garage', 'Garage cleanout video thumbnail', 1280, 720),
  'video-hot-tub': image('video-hot-tub', 'Hot tub removal video thumbnail', 1280, 720),
  'video-estate': image('video-estate', 'Estate cleanout video thumbnail', 1280, 720),
  'blog-declutter': image('blog-declutter', 'A tidy living room after decluttering', 1280, 720),
  'blog-scottsdale-guide': image(
    'blog-scottsdale-guide',
    'Junk removal truck in a Scottsdale neighbourhood',
    1280,
    720,
  ),
};
