import { pairPages, singlePages, spreadIndexOf } from './spreads';

const noWide = () => false;

test('pairs pages two by two, the last one alone when the count is odd', () => {
  expect(pairPages(5, { coverAlone: false, isWide: noWide })).toEqual([[0, 1], [2, 3], [4]]);
});

test('the cover alone shifts the pairs by one page', () => {
  expect(pairPages(5, { coverAlone: true, isWide: noWide })).toEqual([[0], [1, 2], [3, 4]]);
});

test('a wide page stands alone and the pairs go on after it', () => {
  expect(pairPages(6, { coverAlone: false, isWide: (index) => index === 1 })).toEqual([[0], [1], [2, 3], [4, 5]]);
});

test('one page at a time, and the spread that holds a page', () => {
  expect(singlePages(3)).toEqual([[0], [1], [2]]);
  const spreads = pairPages(4, { coverAlone: false, isWide: noWide });
  expect(spreadIndexOf(spreads, 3)).toBe(1);
  expect(spreadIndexOf(spreads, 9)).toBe(0);
});
