import { afterLoginNavigation } from './after-login';

test('docs/product-rules.md §4: top by default, stays on an episode page', () => {
  expect(afterLoginNavigation('logged-in', '/ranking')).toEqual({ to: '/', replace: false });
  expect(afterLoginNavigation('logged-in', '/')).toEqual({ to: '/', replace: true });
  expect(afterLoginNavigation('logged-in', '/title/00001/episode/3')).toBeNull();
});

test('a my page asked for the login: the reader stays there, or goes there from /login', () => {
  expect(afterLoginNavigation('logged-in', '/my/history')).toBeNull();
  expect(afterLoginNavigation('logged-in', '/login', '/my/history')).toEqual({ to: '/my/history', replace: false });
  expect(afterLoginNavigation('logged-in', '/login', '/my?x=1')).toEqual({ to: '/my?x=1', replace: false });
});

test('any other redirect is not used, and an incomplete agreement still goes to top', () => {
  expect(afterLoginNavigation('logged-in', '/login', '/ranking')).toEqual({ to: '/', replace: false });
  expect(afterLoginNavigation('terms-incomplete', '/login', '/my')).toEqual({ to: '/', replace: false });
});

test('a fan letter form asked for the login: the reader stays there to write', () => {
  expect(afterLoginNavigation('logged-in', '/fanletter/form/title/00102')).toBeNull();
  expect(afterLoginNavigation('logged-in', '/fanletter/form/author/3')).toBeNull();
  expect(afterLoginNavigation('logged-in', '/login', '/fanletter/form/title/00102')).toEqual({
    to: '/fanletter/form/title/00102',
    replace: false,
  });
});
