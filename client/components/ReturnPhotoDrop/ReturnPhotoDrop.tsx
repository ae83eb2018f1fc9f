import '@mantine/dropzone/styles.layer.css';
import { CloseButton } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconCameraPlus, IconPhotoX } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { MAX_RETURN_PHOTOS, RETURN_PHOTO_TYPES } from '../../../src/returns.ts';
import { PhotoRefused, photoForUpload } from '../../photo-for-upload.ts';
import classes from './ReturnPhotoDrop.module.css';

/**
 * What the picker offers: the types the shop keeps, and iPhone photos, which the browser converts where it
 * can; those also by their extension, as browsers that cannot open them often give them no type.
 */
const CHOOSABLE_TYPES: Record<string, string[]> = {
  ...Object.fromEntries(RETURN_PHOTO_TYPES.map((type) => [type, []])),
  'image/heic': ['.heic'],
  'image/heif': ['.heif'],
};

interface ReturnPhotoDropProps {
  photos: readonly File[];
  onChange: (photos: File[]) => void;
  error?: string | null;
  disabled?: boolean;
}

/** Why the drop zone turned a file away, in the shopper's words. */
function refusal({ file, errors }: FileRejection): string {
  const code = errors[0]?.code;
  if (code === 'file-invalid-type') return `${file.name} is not a JPG, PNG, GIF or HEIC photo.`;
  return `${file.name} could not be added.`;
}

/**
 * The return form's photos: a drop zone for JPG, PNG, GIF and HEIC, at most six, each made ready to send
 * as it is added (upright, at most 2,048 px, under 5 MB: client/photo-for-upload.ts), with a preview of
 * each that can be removed. The server checks every rule again (and what the file really is).
 */
export function ReturnPhotoDrop({ photos, onChange, error, disabled }: ReturnPhotoDropProps) {
  const [refused, setRefused] = useState<string[]>([]);
  const [preparing, setPreparing] = useState(false);
  const previews = useMemo(() => photos.map((file) => ({ file, url: URL.createObjectURL(file) })), [photos]);
  useEffect(() => () => previews.forEach((preview) => URL.revokeObjectURL(preview.url)), [previews]);
  const room = MAX_RETURN_PHOTOS - photos.length;

  async function add(files: File[]) {
    const left = files.slice(room).map((file) => `${file.name}: at most ${MAX_RETURN_PHOTOS} photos per return.`);
    setPreparing(true);
    // One at a time: each decoded phone photo holds tens of megabytes.
    const ready: File[] = [];
    for (const file of files.slice(0, room)) {
      try {
        ready.push(await photoForUpload(file));
      } catch (error) {
        left.push(error instanceof PhotoRefused ? error.message : `${file.name} could not be added.`);
      }
    }
    setPreparing(false);
    setRefused(left);
    if (ready.length > 0) onChange([...photos, ...ready]);
  }

  return (
    <div className={classes.field}>
      <p className={classes.label} id="return-photos-label">
        Photos of the item
      </p>
      <Dropzone
        onDrop={(files) => void add(files)}
        onReject={(rejections) => setRefused(rejections.map(refusal))}
        accept={CHOOSABLE_TYPES}
        multiple
        loading={preparing}
        disabled={disabled || preparing || room === 0}
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
          <p className={classes.hint}>
            JPG, PNG, GIF or HEIC, at most {MAX_RETURN_PHOTOS}; larger photos are made smaller to 5 MB or less before sending. Show
            the front of the canvas, any damage and the packaging.
          </p>
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
