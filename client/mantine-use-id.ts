import { useId as useReactId } from 'react';

/**
 * Mantine's `useId`, as the client's build serves it to Mantine in place of @mantine/hooks' own
 * (scripts/vite-mantine-use-id.ts says why): React's id, the same on the server and after mount.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
