import { useEffect } from 'react';

/** Shows `text` in the browser tab while the component is mounted, then puts the old title back. */
export function useDocumentTitle(text: string | null): void {
  useEffect(() => {
    if (text === null) return undefined;
    const previous = document.title;
    document.title = text;
    return () => {
      document.title = previous;
    };
  }, [text]);
}
