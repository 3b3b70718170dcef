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
 * Every picture on the site. The files are made by `npm run images` from src/assets/images/source/<key>.(svg|jpg|png):
 * to use the company's own photo, drop it there under the same name and run the command.
 */
export const media: Record<MediaKey, MediaImage> = {
  'crew-loading': image(
    'crew-loading',
    'Illustration of two uniformed crew members carrying a sofa up the ramp into our green truck',
  ),
  'garage-cleared': image(
    'garage-cleared',
    'Illustration of a cleared, swept two-car garage with tidy storage shelves',
  ),
  'donation-dropoff': image(
    'donation-dropoff',
    'Illustration of a dresser, armchair and boxes tagged for donation outside a donation center',
  ),
  'estate-cleanout': image(
    'estate-cleanout',
    'Illustration of a family living room being sorted into boxes labeled keep and donate',
  ),
  recycling: image('recycling', 'Illustration of recycling bins sorted for metal, electronics and cardboard'),
  'video-garage': image('video-garage', 'Garage cleanout video thumbnail', 1280, 720),
  'video-hot-tub': image('video-hot-tub', 'Hot tub removal video thumbnail', 1280, 720),
  'video-estate': image('video-estate', 'Estate cleanout video thumbnail', 1280, 720),
  'blog-declutter': image('blog-declutter', 'Illustration of a tidy, decluttered living room', 1280, 720),
  'blog-scottsdale-guide': image(
    'blog-scottsdale-guide',
    'Illustration of our junk removal truck on a Scottsdale street with desert mountains and saguaros',
    1280,
    720,
  ),
};
