/**
 * Web Storage that never throws: private windows, full quotas and disabled storage all read as
 * "nothing stored" and drop writes, because remembering things is a convenience, never a requirement.
 */

type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readText(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** `null` removes the key. */
export function writeText(which: Area, key: string, value: string | null): void {
  try {
    const storage = area(which);
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: the shop works without it.
  }
}

export function readJson(which: Area, key: string): unknown {
  const text = readText(which, key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export const writeJson = (which: Area, key: string, value: unknown) => writeText(which, key, JSON.stringify(value));
