import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Modal } from '@mantine/core';
import { MantineRoot } from './mantine-root.tsx';
import type { Video } from '../content/types.ts';
import classes from './video-dialog.module.css';

interface Props {
  video: Video;
  opened: boolean;
  onClose: () => void;
  /** After the closing transition: the gallery unmounts the dialog and restores focus. */
  onClosed: () => void;
}

/** The player dialog; loaded lazily, and the iframe exists only while the dialog is open. */
export function VideoDialog({ video, opened, onClose, onClosed }: Props) {
  return (
    <MantineRoot>
      <Modal
        opened={opened}
        onClose={onClose}
        onExitTransitionEnd={onClosed}
        returnFocus={false}
        title={video.title}
        size="min(960px, 100%)"
        centered
        // Above the sticky header (200) and the page's floating widgets.
        zIndex={400}
        closeButtonProps={{ 'aria-label': 'Close video' }}
      >
        <div className={classes.frame}>
          {video.videoUrl && (
            <iframe
              src={`${video.videoUrl}?autoplay=1&rel=0`}
              title={video.title}
              allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
              referrerPolicy="strict-origin-when-cross-origin"
              allowFullScreen
            />
          )}
        </div>
      </Modal>
    </MantineRoot>
  );
}
