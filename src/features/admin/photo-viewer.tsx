import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Button.css';
import { Button, Modal } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef } from 'react';
import classes from './leads.module.css';

interface Props {
  urls: readonly string[];
  name: string;
  /** The photo shown, or null when the viewer is closed. */
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/** A customer's photo at full size, one at a time, with the previous and next ones a tap (or an arrow key) away. */
export function PhotoViewer({ urls, name, index, onIndex, onClose }: Props) {
  const open = index !== null && index < urls.length;
  const at = index ?? 0;
  const step = (by: number) => onIndex((at + by + urls.length) % urls.length);
  // ← and → page through the photos while the viewer is open.
  const latestStep = useRef(step);
  useLayoutEffect(() => {
    latestStep.current = step;
  });
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') latestStep.current(1);
      if (event.key === 'ArrowLeft') latestStep.current(-1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <Modal
      opened={open}
      onClose={onClose}
      size="auto"
      centered
      closeButtonProps={{ 'aria-label': 'Close photo', size: 'xl' }}
      title={`Photo ${at + 1} of ${urls.length} from ${name}`}
      classNames={{ body: classes.viewerBody }}
    >
      {open && (
        <div>
          <img className={classes.viewerImage} src={urls[at]} alt={`Upload ${at + 1} from ${name}`} />
          <div className={classes.viewerActions}>
            {urls.length > 1 && (
              <Button variant="outline" onClick={() => step(-1)}>
                Previous
              </Button>
            )}
            <a className="btn btn-outline" href={urls[at]} target="_blank" rel="noopener noreferrer">
              Open original
            </a>
            {urls.length > 1 && (
              <Button variant="outline" onClick={() => step(1)}>
                Next
              </Button>
            )}
          </div>
        </div>
      )}
    </Modal>
  );
}
