import '@mantine/core/styles/Modal.layer.css';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import classes from './ViewingDialog.module.css';

interface ViewingDialogProps {
  /** A word or two above the title, out of the dialog's name ("True to size"). */
  eyebrow: ReactNode;
  title: ReactNode;
  onClose: () => void;
  /** The print as the view shows it, on the left (on top on a phone). */
  stage: ReactNode;
  /** The size shown, in words, under the stage; none while the view cannot tell. */
  sizeWords: string | null;
  /** The choices beside the stage (below it on a phone), named for assistive technology by `panelLabel`. */
  panel: ReactNode;
  panelLabel: string;
}

/**
 * The dialog a print is looked at in at its true size, on a wall or in the shopper's room: a gallery's
 * viewing room, the whole screen on a phone, with the print on its stage and the choices beside it.
 */
export function ViewingDialog({ eyebrow, title, onClose, stage, sizeWords, panel, panelLabel }: ViewingDialogProps) {
  const { t } = useLingui();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t`Close` }}
      centered
      fullScreen={phone}
      size="min(78rem, 100%)"
      padding={0}
      radius="xs"
      title={
        <>
          <span className={classes.eyebrow} aria-hidden="true">
            {eyebrow}
          </span>
          {title}
        </>
      }
      classNames={{ content: classes.content, header: classes.header, title: classes.title, body: classes.body, close: classes.close }}
      overlayProps={{ backgroundOpacity: 0.5, blur: 3 }}
    >
      <div className={classes.layout}>
        <div className={classes.stageColumn}>
          {stage}
          {sizeWords && (
            <p className={classes.sizeWords} aria-live="polite">
              {sizeWords}
            </p>
          )}
        </div>
        <aside className={classes.panel} aria-label={panelLabel}>
          {panel}
        </aside>
      </div>
    </Modal>
  );
}
