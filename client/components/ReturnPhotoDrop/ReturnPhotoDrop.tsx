import '@mantine/dropzone/styles.layer.css';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CloseButton } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconCameraPlus, IconPhotoX } from '@tabler/icons-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
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
  /** A review's photos (ReviewForm) take the same drop zone with fewer photos and their own words: by default a return's. */
  max?: number;
  label?: ReactNode;
  hint?: ReactNode;
}

const notAdded = (name: string) => msg`${name} could not be added.`;

/** Why the drop zone turned a file away, in the shopper's words. */
function refusal({ file: { name }, errors }: FileRejection): MessageDescriptor {
  return errors[0]?.code === 'file-invalid-type' ? msg`${name} is not a JPG, PNG, GIF or HEIC photo.` : notAdded(name);
}

/**
 * The return form's photos: a drop zone for JPG, PNG, GIF and HEIC, at most six, each made ready to send
 * as it is added (upright, at most 2,048 px, under 5 MB: client/photo-for-upload.ts), with a preview of
 * each that can be removed. The server checks every rule again (and what the file really is).
 */
export function ReturnPhotoDrop({ photos, onChange, error, disabled, max = MAX_RETURN_PHOTOS, label, hint }: ReturnPhotoDropProps) {
  const { t, i18n } = useLingui();
  const [refused, setRefused] = useState<string[]>([]);
  const [preparing, setPreparing] = useState(false);
  const previews = useMemo(() => photos.map((file) => ({ file, url: URL.createObjectURL(file) })), [photos]);
  useEffect(() => () => previews.forEach((preview) => URL.revokeObjectURL(preview.url)), [previews]);
  const room = max - photos.length;

  async function add(files: File[]) {
    const left = files.slice(room).map(({ name }) => t`${name}: at most ${max} photos.`);
    setPreparing(true);
    // One at a time: each decoded phone photo holds tens of megabytes.
    const ready: File[] = [];
    for (const file of files.slice(0, room)) {
      try {
        ready.push(await photoForUpload(file));
      } catch (error) {
        left.push(i18n._(error instanceof PhotoRefused ? error.reason : notAdded(file.name)));
      }
    }
    setPreparing(false);
    setRefused(left);
    if (ready.length > 0) onChange([...photos, ...ready]);
  }

  return (
    <div className={classes.field}>
      <p className={classes.label} id="return-photos-label">
        {label ?? <Trans>Photos of the item</Trans>}
      </p>
      <Dropzone
        onDrop={(files) => void add(files)}
        onReject={(rejections) => setRefused(rejections.map((rejection) => i18n._(refusal(rejection))))}
        accept={CHOOSABLE_TYPES}
        multiple
        loading={preparing}
        disabled={disabled || preparing || room === 0}
        className={classes.zone}
        data-error={error ? true : undefined}
        aria-labelledby="return-photos-label"
        inputProps={{ 'aria-label': t`Add photos of the item` }}
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
          <p className={classes.prompt}>{room === 0 ? t`All ${max} photos added` : t`Drop photos here or click to choose`}</p>
          <p className={classes.hint}>
            {hint ?? (
              <Trans>
                JPG, PNG, GIF or HEIC, at most {MAX_RETURN_PHOTOS}; larger photos are made smaller to 5 MB or less before sending. Show
                the front of the canvas, any damage and the packaging.
              </Trans>
            )}
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
        <ul className={classes.previews} aria-label={t`Photos added`}>
          {previews.map(({ file, url }, index) => {
            const { name } = file;
            const number = index + 1;
            return (
              <li key={url} className={classes.preview}>
                <img src={url} alt={t`Photo ${number}: ${name}`} />
                <CloseButton
                  size="sm"
                  radius="xl"
                  className={classes.remove}
                  aria-label={t`Remove ${name}`}
                  disabled={disabled}
                  onClick={() => onChange(photos.filter((photo) => photo !== file))}
                />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
