/** @jest-environment node */
import { withoutSiteMount } from './site-mount';

describe('withoutSiteMount', () => {
  it.each([
    ['/comics', '/'],
    ['/comics/', '/'],
    ['/comics/ranking', '/ranking'],
    ['/comics/title/00101/episode/3', '/title/00101/episode/3'],
    ['/comics//evil.example/x', '/evil.example/x'],
    ['/comics/\\evil.example', '/evil.example'],
    ['/comics//\\/evil.example', '/evil.example'],
  ])('maps %p to the app path %p', (pathname, appPath) => {
    expect(withoutSiteMount(pathname)).toBe(appPath);
  });

  it.each(['/', '/ranking', '/comicsx', '/title/00101/comics/', 'comics/ranking'])('leaves %p alone (null)', (pathname) => {
    expect(withoutSiteMount(pathname)).toBeNull();
  });
});
