import { availableParallelism } from 'node:os';

/**
 * How many share images this instance draws at once, and how many more may wait for a turn. A drawing
 * costs about a second of one core (sharp decodes the picture, draws an SVG, encodes a JPEG); the
 * counts are this process's own, since CPU is (whatever the other instances do, this one draws at
 * most `drawing` at a time).
 */
export interface DrawingLimits {
  /** Drawings at once. */
  drawing: number;
  /** Visitors waiting for a turn beyond those; the next one is turned away (a 503 with Retry-After). */
  waiting: number;
}

/**
 * Half the cores (one on a 2-core server), so serving keeps the others; a line four times as long, so
 * a visitor who waits does so for a few seconds at most.
 */
export function defaultDrawingLimits(cores = availableParallelism()): DrawingLimits {
  const drawing = Math.max(1, Math.floor(cores / 2));
  return { drawing, waiting: 4 * drawing };
}

/** What `run` answers instead of a value when it turned the work away. */
export const BUSY = Symbol('busy');

export class DrawingSlots {
  private running = 0;
  /** Whoever waits for a slot, first come first served; a finished drawing hands its slot to the first. */
  private readonly line: (() => void)[] = [];
  /** The most drawings that ran at once since this process started: the bound, as tests read it. */
  peak = 0;

  constructor(readonly limits: DrawingLimits) {}

  /** Drawings running now and those waiting for a turn, for the metrics. */
  counts(): { drawing: number; waiting: number } {
    return { drawing: this.running, waiting: this.line.length };
  }

  /**
   * Runs `work` in a slot, waiting for one when all are taken. A visitor (`mayTurnAway`) is turned
   * away, BUSY, when the line is full too; the job that draws ahead always waits its turn.
   */
  async run<T>(work: () => Promise<T>, { mayTurnAway }: { mayTurnAway: boolean }): Promise<T | typeof BUSY> {
    if (this.running < this.limits.drawing) this.running += 1;
    else if (mayTurnAway && this.line.length >= this.limits.waiting) return BUSY;
    else await new Promise<void>((resolve) => this.line.push(resolve));
    this.peak = Math.max(this.peak, this.running);
    try {
      return await work();
    } finally {
      const next = this.line.shift();
      // The slot goes to the next in line as it is (running stays counted), else it is free.
      if (next) next();
      else this.running -= 1;
    }
  }
}
