import { TextInput } from '@mantine/core';
import { useId } from 'react';
import { FILTER_DAYS } from './day-range.ts';
import classes from './AdminList.module.css';

interface DayFieldsProps {
  labels: readonly [from: string, to: string];
  /** What the inputs hold, as typed. */
  values: readonly [from: string, to: string];
  /** The days the server takes (dayRange), which bound each other's picker. */
  days: { from?: string | undefined; to?: string | undefined };
  /** What is wrong with each, or nothing. */
  errors: readonly [from: string | undefined, to: string | undefined];
  onChange(from: string, to: string): void;
  className?: string | undefined;
}

/**
 * A filter's From and To date inputs. The browser's picker offers only the days the server takes;
 * what is wrong is said on a line of its own below the filter row (a message under one field would
 * push that field out of line with its neighbours), announced as it changes, each input naming its
 * own (aria-errormessage: Mantine sets aria-describedby itself, to the messages it renders).
 */
export function DayFields({ labels, values: [from, to], days, errors: [fromError, toError], onChange, className }: DayFieldsProps) {
  const id = useId();
  return (
    <>
      <TextInput
        className={className}
        type="date"
        label={labels[0]}
        value={from}
        min={FILTER_DAYS.min}
        max={days.to ?? FILTER_DAYS.max}
        error={Boolean(fromError)}
        aria-errormessage={fromError ? `${id}-from` : undefined}
        onChange={(event) => onChange(event.currentTarget.value, to)}
      />
      <TextInput
        className={className}
        type="date"
        label={labels[1]}
        value={to}
        min={days.from ?? FILTER_DAYS.min}
        max={FILTER_DAYS.max}
        error={Boolean(toError)}
        aria-errormessage={toError ? `${id}-to` : undefined}
        onChange={(event) => onChange(from, event.currentTarget.value)}
      />
      <p className={classes.dayErrors} aria-live="polite">
        {fromError && <span id={`${id}-from`}>{fromError}</span>}
        {fromError && toError && ' '}
        {toError && <span id={`${id}-to`}>{toError}</span>}
      </p>
    </>
  );
}
