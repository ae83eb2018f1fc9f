import { Select } from '@mantine/core';
import classes from './StatusSelect.module.css';

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A list's statuses as Select options: the stored value, shown capitalised. */
export const statusOptions = (statuses: readonly string[]) => statuses.map((value) => ({ value, label: capitalised(value) }));

/** The status of one row (a return, a message), changed in place; it can be changed but never cleared. */
export function StatusSelect<Status extends string>({
  label,
  statuses,
  value,
  onChange,
}: {
  label: string;
  statuses: readonly Status[];
  value: Status;
  onChange: (status: Status) => void;
}) {
  return (
    <Select
      className={classes.statusSelect}
      aria-label={label}
      data={statusOptions(statuses)}
      value={value}
      allowDeselect={false}
      onChange={(next) => next && onChange(next as Status)}
      comboboxProps={{ shadow: 'md' }}
    />
  );
}
