import { useSearchParams } from '@ciao/shared/router';

/** The 1-based page of a `?page=` list (anything else is the first page) and a way to change it. */
export function usePageParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = Number(searchParams.get('page'));
  const page = Number.isInteger(value) && value >= 1 ? value : 1;
  const goToPage = (next: number) => setSearchParams(next > 1 ? { page: String(next) } : {});
  return { page, goToPage };
}

/** How many pages `total` rows fill at `size` a page. */
export function pageCountOf(total: number, size: number): number {
  return Math.ceil(total / size);
}
