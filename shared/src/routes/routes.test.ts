/** @jest-environment node */
import { isValidEpisodeId, isValidMagazineId, isValidTitleId, padId } from './ids';
import { ROUTES, href, type RouteParams } from './paths';

describe('href', () => {
  it('zero-pads a numeric title id to 5 digits', () => {
    expect(href('TITLE', { titleId: 12 })).toBe('/title/00012');
    expect(href('TITLE', { titleId: 12345 })).toBe('/title/12345');
  });

  it('pads the title id but not the episode id of the viewer path', () => {
    expect(href('EPISODE_VIEWER', { titleId: 7, episodeId: 345 })).toBe('/title/00007/episode/345');
  });

  it('keeps an id given as a string as it is', () => {
    expect(href('TITLE', { titleId: '00012' })).toBe('/title/00012');
  });

  it('encodes params that are not path-safe', () => {
    expect(href('ERROR', { errorCode: 'a/b c' })).toBe('/error/a%2Fb%20c');
  });

  it('appends a query string', () => {
    expect(href('LOGIN', undefined, { redirect: '/comics/title/00012' })).toBe('/login?redirect=%2Fcomics%2Ftitle%2F00012');
    expect(href('TITLE', { titleId: 1 }, { tab: 'episodes', sort: 'desc' })).toBe('/title/00001?tab=episodes&sort=desc');
  });

  it('adds no "?" for an empty query', () => {
    expect(href('TOP', undefined, {})).toBe('/');
    expect(href('NOT_FOUND')).toBe('/notfound');
  });

  it('throws on a missing param, naming it', () => {
    const incomplete = { titleId: 1 } as unknown as RouteParams<'EPISODE_VIEWER'>;
    expect(() => href('EPISODE_VIEWER', incomplete)).toThrow('href(EPISODE_VIEWER): missing param episodeId');
  });

  it('produces a path for every route the router knows', () => {
    expect(href('MAINTENANCE')).toBe(ROUTES.MAINTENANCE.path);
  });
});

describe('padId', () => {
  it.each([
    [0, '00000'],
    [1234, '01234'],
    [99999, '99999'],
  ])('pads %p to %p', (id, text) => {
    expect(padId(id)).toBe(text);
  });
});

describe('isValidTitleId and isValidMagazineId', () => {
  it.each(['00012', '00000', '99999'])('accept exactly five digits: %p', (value) => {
    expect(isValidTitleId(value)).toBe(true);
    expect(isValidMagazineId(value)).toBe(true);
  });

  it.each(['12', '000012', '0001a', '', ' 00012', '00012 ', '00012\n', '-0001', '1e345', '０００１２'])('reject %p', (value) => {
    expect(isValidTitleId(value)).toBe(false);
    expect(isValidMagazineId(value)).toBe(false);
  });
});

describe('isValidEpisodeId', () => {
  it.each(['0', '1', '345', '2147483647'])('accepts the non-negative integer %p', (value) => {
    expect(isValidEpisodeId(value)).toBe(true);
  });

  it.each(['-1', '1.0', '', 'abc', '2147483648', '99999999999', '012', ' 1', '1\n', '１'])('rejects %p', (value) => {
    expect(isValidEpisodeId(value)).toBe(false);
  });
});
