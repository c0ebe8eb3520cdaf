import { useEffect, useState } from 'react';

/**
 * Moves focus, after the next render, to the element with the given id: a new item's first field exists only once
 * the item is rendered.
 */
export function useFocusRequest(): (elementId: string) => void {
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!target) return;
    document.getElementById(target)?.focus();
    setTarget(null);
  }, [target]);
  return setTarget;
}
