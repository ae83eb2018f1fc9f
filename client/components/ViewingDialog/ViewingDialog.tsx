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
  children: ReactNode;
}

/**
 * The dialog a print is looked at in, on the wall, in the shopper's room or up close: a gallery's
 * viewing room, the whole screen on a phone.
 */
export function ViewingDialog({ eyebrow, title, onClose, children }: ViewingDialogProps) {
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
      {children}
    </Modal>
  );
}
