import '@mantine/core/styles/Modal.layer.css';
import { Button, Group, Modal } from '@mantine/core';
import { useState } from 'react';
import classes from './ConfirmDialog.module.css';

/**
 * Asks before a destructive action (deleting a coupon, removing a whitelist entry): `ask(message, action)`
 * opens the dialog; Confirm runs the action, Cancel or Escape drops it. Render `dialog` once.
 */
export function useConfirm(confirmLabel = 'Delete') {
  const [pending, setPending] = useState<{ message: string; action: () => void } | null>(null);
  const dialog = (
    <Modal opened={pending !== null} onClose={() => setPending(null)} title="Please confirm" closeButtonProps={{ 'aria-label': 'Close' }} centered size="sm">
      <p className={classes.confirmText}>{pending?.message}</p>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => setPending(null)}>
          Cancel
        </Button>
        <Button
          color="red"
          onClick={() => {
            pending?.action();
            setPending(null);
          }}
        >
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
  return { dialog, ask: (message: string, action: () => void) => setPending({ message, action }) };
}
