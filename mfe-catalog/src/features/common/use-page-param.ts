import { useSearchParams } from '@ciao/shared/router';

/** A 1-based page number from the address; anything else is page 1. */
export function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The page of a paged list kept in the address (`?page=` by default, another name when a
 * screen pages two lists), so a reload or a shared link shows the same page.
 */
export function usePageParam(name = 'page'): [number, (page: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  function setPage(next: number) {
    const params = new URLSearchParams(searchParams);
    params.set(name, String(next));
    setSearchParams(params);
  }
  return [pageFrom(searchParams.get(name)), setPage];
}
