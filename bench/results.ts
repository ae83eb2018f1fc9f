/**
 * Where the benches keep what they measured: each bench's runs in bench/results/<name>.md, newest first,
 * each under its date, the commit, the machine it ran on (cores, CPU, load average at its start and end;
 * Lighthouse's benchmarkIndex where it gives one) and the settings it was given, then its tables. The
 * figures live there, as a history, and docs/performance.md links them; on this shared machine a figure
 * means little without its date and load. The console gets the same tables as plain text.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { printTable } from './table.ts';

const RESULTS_DIR = path.join(import.meta.dirname, 'results');
/** Each results file keeps its runs below this line, the newest first. */
const RUNS_MARK = '<!-- runs, newest first: bench/results.ts adds each run below this line -->';
/** The environment that changes what a bench measures, recorded with each run. */
const SETTING = /^(BENCH_|LIGHTHOUSE_|BASELINE_DIR|SHOP_DIR$)/;

export class BenchRun {
  private readonly parts: string[] = [];
  private readonly machineFacts: string[] = [];
  private readonly started = new Date();
  private readonly loadAtStart = os.loadavg()[0]!;

  /**
   * `name` is the results file's (bench/results/<name>.md); `title` heads that file if it does not
   * exist yet.
   */
  constructor(
    private readonly name: string,
    private readonly title: string,
  ) {}

  /** Prints the table and keeps it for the results file; the first row is the heading. */
  table(caption: string, rows: string[][]): void {
    console.log(`\n${caption}\n`);
    printTable(rows);
    this.parts.push(`${caption}\n\n${markdownTable(rows)}`);
  }

  /** Prints a line and keeps it with the tables. */
  note(text: string): void {
    console.log(text);
    this.parts.push(text);
  }

  /** Lighthouse's measure of the machine's speed in each of the run's audits (higher is faster), as a range. */
  benchmarkIndex(values: number[]): void {
    this.machineFacts.push(`Lighthouse's benchmarkIndex ${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))}`);
  }

  /** Adds this run at the top of the results file's runs. */
  async save(): Promise<void> {
    const file = path.join(RESULTS_DIR, `${this.name}.md`);
    const existing = await readFile(file, 'utf8').catch(() => `# ${this.title}\n\nSee docs/performance.md for what this bench measures.\n\n${RUNS_MARK}\n`);
    const settings = Object.entries(process.env)
      .filter(([key]) => SETTING.test(key))
      .map(([key, value]) => `${key}=${value}`);
    const cpu = os.cpus();
    const facts = [
      commit(),
      `${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), load average ${this.loadAtStart.toFixed(1)} at the start and ${os.loadavg()[0]!.toFixed(1)} at the end`,
      ...this.machineFacts,
      settings.length > 0 ? `settings ${settings.join(' ')}` : 'default settings',
    ];
    const run = [`## ${this.started.toISOString().slice(0, 16).replace('T', ' ')} UTC`, `${facts.join('; ')}.`, ...this.parts].join('\n\n');
    const at = existing.indexOf(RUNS_MARK);
    const updated = at === -1 ? `${existing.trimEnd()}\n\n${run}\n` : `${existing.slice(0, at + RUNS_MARK.length)}\n\n${run}\n${existing.slice(at + RUNS_MARK.length)}`;
    await mkdir(RESULTS_DIR, { recursive: true });
    await writeFile(file, updated.replace(/\n{3,}/g, '\n\n'));
    console.log(`\nRecorded in ${path.relative(process.cwd(), file)}`);
  }
}

/** The commit measured, and whether the worktree had changes on top of it. */
function commit(): string {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: import.meta.dirname, encoding: 'utf8' }).trim();
    const changed = git('status', '--porcelain', '--untracked-files=no') !== '';
    return `commit ${git('rev-parse', '--short', 'HEAD')}${changed ? ' with uncommitted changes' : ''}`;
  } catch {
    return 'no git commit';
  }
}

function markdownTable([heading, ...rows]: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`;
  return [line(heading!), `|${heading!.map(() => '---').join('|')}|`, ...rows.map(line)].join('\n');
}
