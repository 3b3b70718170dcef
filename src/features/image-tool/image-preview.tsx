import { Button } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { DownloadIcon, ImageIcon } from './icons.tsx';
import classes from './image-tool.module.css';
import type { ShownImage } from './use-image-generator.ts';

interface Props {
  image: ShownImage | null;
  generating: boolean;
  downloading: boolean;
  onDownload(): void;
}

export function ImagePreview({ image, generating, downloading, onDownload }: Props) {
  const frame = useRef<HTMLDivElement>(null);
  const imageURL = image?.imageURL;
  // On a phone the preview sits below the form: bring a new image into view.
  useEffect(() => {
    if (imageURL) frame.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [imageURL]);

  return (
    <section className={classes.card} aria-labelledby="image-preview-heading">
      <h2 id="image-preview-heading" className={classes.heading}>
        Preview
      </h2>
      <div ref={frame} className={classes.frame} aria-busy={generating}>
        {image ? (
          <img
            className={classes.image}
            src={image.imageURL}
            alt={`Generated image: ${image.prompt}`}
            width={512}
            height={768}
          />
        ) : (
          <div className={classes.empty}>
            <ImageIcon />
            <span>Your image will appear here.</span>
          </div>
        )}
        {generating && <div className={classes.veil} aria-hidden />}
      </div>
      <p className="visually-hidden" role="status">
        {generating ? 'Generating Image...' : image ? 'Image ready.' : ''}
      </p>
      <Button
        variant="outline"
        size="md"
        fullWidth
        disabled={!image || generating}
        loading={downloading}
        leftSection={<DownloadIcon />}
        onClick={onDownload}
      >
        Download WebP
      </Button>
    </section>
  );
}
