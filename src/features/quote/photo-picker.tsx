import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type DragEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { isImageFile, MAX_PHOTOS } from '@shared/options.ts';
import { CloseIcon } from '../../components/icons.tsx';
import { useMediaQuery } from '../../hooks/use-media-query.ts';
import classes from './quote-form.module.css';

interface Props {
  photos: File[];
  onChange: (photos: File[]) => void;
  disabled?: boolean;
}

/** Adds images only, keeps at most five (extras are cut off), each removable from its thumbnail. */
export function addPhotos(current: File[], incoming: File[]): File[] {
  return [...current, ...incoming.filter(isImageFile)].slice(0, MAX_PHOTOS);
}

/** A hidden file input and the button-styled label that opens it (the gallery, or the camera). */
function PickButton({
  inputId,
  describedBy,
  inputRef,
  multiple,
  capture,
  disabled,
  onFiles,
  children,
}: {
  inputId: string;
  describedBy: string;
  inputRef?: RefObject<HTMLInputElement | null>;
  multiple?: boolean;
  capture?: 'environment';
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  children: ReactNode;
}) {
  return (
    <>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept="image/*"
        multiple={multiple}
        capture={capture}
        className="visually-hidden"
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(e) => {
          onFiles(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
      <label htmlFor={inputId} className={`btn btn-outline ${classes.pickButton}`} aria-disabled={disabled}>
        {children}
      </label>
    </>
  );
}

export function PhotoPicker({ photos, onChange, disabled }: Props) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const previews = useMemo(() => photos.map((f) => URL.createObjectURL(f)), [photos]);
  useEffect(() => () => previews.forEach((u) => URL.revokeObjectURL(u)), [previews]);
  const full = photos.length >= MAX_PHOTOS;
  // A touch screen: a camera is likely to hand (after hydration: the HTML is the same for everyone).
  const touch = useMediaQuery('(pointer: coarse)');
  const input = useRef<HTMLInputElement>(null);
  // Photos chosen before the page's script ran (a slow phone) are still in the input: adopt them.
  useEffect(() => {
    const early = Array.from(input.current?.files ?? []);
    if (!early.length) return;
    if (input.current) input.current.value = '';
    onChange(addPhotos([], early));
    // Once, as the page becomes interactive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const add = (files: File[]) => onChange(addPhotos(photos, files));

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    if (!disabled && !full) add(Array.from(e.dataTransfer.files));
  };

  return (
    <div className={`${classes.field} ${classes.wide}`}>
      <span className={classes.label} id={`${id}-label`}>
        Photos <span className={classes.optional}>(optional, up to {MAX_PHOTOS})</span>
      </span>
      <div
        className={classes.dropZone}
        data-dragging={dragging || undefined}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <PickButton
          inputId={`${id}-input`}
          describedBy={`${id}-count`}
          inputRef={input}
          multiple
          disabled={disabled || full}
          onFiles={add}
        >
          {full ? 'Photo limit reached' : 'Add photos'}
        </PickButton>
        {/* On a phone, the camera as a choice beside the gallery (capture never replaces the picker). */}
        {touch && (
          <PickButton
            inputId={`${id}-camera`}
            describedBy={`${id}-count`}
            capture="environment"
            disabled={disabled || full}
            onFiles={add}
          >
            Take a photo
          </PickButton>
        )}
        <span className={classes.hint}>or drag them here. Photos help us quote faster.</span>
      </div>
      <p id={`${id}-count`} className={classes.hint} aria-live="polite">
        {photos.length} of {MAX_PHOTOS} photos added
      </p>
      {photos.length > 0 && (
        <ul className={classes.thumbs}>
          {photos.map((file, i) => (
            <li key={previews[i]}>
              <img src={previews[i]} alt={`Attachment ${i + 1}: ${file.name}`} width={88} height={88} />
              <button
                type="button"
                className={classes.remove}
                aria-label={`Remove photo ${i + 1} (${file.name})`}
                disabled={disabled}
                onClick={() => onChange(photos.filter((_, j) => j !== i))}
              >
                <CloseIcon size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
