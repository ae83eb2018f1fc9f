import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useId } from './mantine-use-id.ts';

describe("the client build's id hook for Mantine", () => {
  it("keeps React's id after mount, and a given id as it is", () => {
    const { result, rerender } = renderHook(() => useId());
    const first = result.current;
    expect(first).toMatch(/^mantine-/);
    rerender();
    expect(result.current).toBe(first);
    expect(renderHook(() => useId('search')).result.current).toBe('search');
    expect(renderHook(() => useId()).result.current).not.toBe(first);
  });
});
