import '@mantine/dropzone/styles.layer.css';
import { CloseButton } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconCameraPlus, IconPhotoX } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { MAX_RETURN_PHOTO_BYTES, MAX_RETURN_PHOTOS, RETURN_PHOTO_TYPES } from '../../../src/returns.ts';
import classes from './ReturnPhotoDrop.module.css';

interface ReturnPhotoDropProps {
  photos: readonly File[];
  onChange: (photos: File[]) => void;
  error?: string | null;
  disabled?: boolean;
}

/** Why the drop zone turned a file away, in the shopper's words. */
function refusal({ file, errors }: FileRejection): string {
  const code = errors[0]?.code;
  if (code === 'file-too-large') return `${file.name} is larger than 5 MB.`;
  if (code === 'file-invalid-type') return `${file.name} is not a JPG, PNG or GIF.`;
  return `${file.name} could not be added.`;
}

/**
 * The return form's photos: a drop zone for JPG, PNG and GIF up to 5 MB each, at most six, with a
 * preview of each that can be removed. The server checks every rule again (and what the file really is).
 */
export function ReturnPhotoDrop({ photos, onChange, error, disabled }: ReturnPhotoDropProps) {
  const [refused, setRefused] = useState<string[]>([]);
  const previews = useMemo(() => photos.map((file) => ({ file, url: URL.createObjectURL(file) })), [photos]);
  useEffect(() => () => previews.forEach((preview) => URL.revokeObjectURL(preview.url)), [previews]);
  const room = MAX_RETURN_PHOTOS - photos.length;

  function add(files: File[]) {
    const taken = files.slice(0, room);
    const left = files.slice(room).map((file) => `${file.name}: at most ${MAX_RETURN_PHOTOS} photos per return.`);
    setRefused(left);
    if (taken.length > 0) onChange([...photos, ...taken]);
  }

  return (
    <div className={classes.field}>
      <p className={classes.label} id="return-photos-label">
        Photos of the item
      </p>
      <Dropzone
        onDrop={add}
        onReject={(rejections) => setRefused(rejections.map(refusal))}
        accept={[...RETURN_PHOTO_TYPES]}
        maxSize={MAX_RETURN_PHOTO_BYTES}
        multiple
        disabled={disabled || room === 0}
        className={classes.zone}
        data-error={error ? true : undefined}
        aria-labelledby="return-photos-label"
        inputProps={{ 'aria-label': 'Add photos of the item' }}
      >
        <div className={classes.inner}>
          <Dropzone.Reject>
            <IconPhotoX size={34} stroke={1.2} aria-hidden="true" />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconCameraPlus size={34} stroke={1.2} aria-hidden="true" />
          </Dropzone.Idle>
          <Dropzone.Accept>
            <IconCameraPlus size={34} stroke={1.2} aria-hidden="true" />
          </Dropzone.Accept>
          <p className={classes.prompt}>{room === 0 ? 'Six photos added' : 'Drop photos here or click to choose'}</p>
          <p className={classes.hint}>JPG, PNG or GIF, up to 5 MB each, at most {MAX_RETURN_PHOTOS}. Show the front of the canvas, any damage and the packaging.</p>
        </div>
      </Dropzone>
      {error && <p className={classes.error}>{error}</p>}
      {refused.map((message) => (
        <p key={message} className={classes.error}>
          {message}
        </p>
      ))}
      {previews.length > 0 && (
        <ul className={classes.previews} aria-label="Photos added">
          {previews.map(({ file, url }, index) => (
            <li key={url} className={classes.preview}>
              <img src={url} alt={`Photo ${index + 1}: ${file.name}`} />
              <CloseButton
                size="sm"
                radius="xl"
                className={classes.remove}
                aria-label={`Remove ${file.name}`}
                disabled={disabled}
                onClick={() => onChange(photos.filter((photo) => photo !== file))}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
