import { screen } from '@testing-library/react';
import { modalActions } from '../layout/modal-store';
import { createFakeRemoteLoader } from '../testing/fake-remote-loader';
import { renderApp } from '../testing/render-app';
import { stubApi } from '../../../test-support/stub-api';
import { statusOk, visitorAccount } from '../../../test-support/fixtures';

beforeEach(() => {
  modalActions.reset();
  stubApi({ '/account': visitorAccount, '/web/status': statusOk });
});

describe('content routes', () => {
  it.each([
    ['/topics/', '{"screen":"topics"}'],
    ['/topics/category/ciao_magazine/', '{"screen":"topics","categorySlug":"ciao_magazine"}'],
    ['/topics/topics-1000/', '{"screen":"topic","slug":"topics-1000"}'],
    ['/author/', '{"screen":"authors"}'],
    ['/author?title=101', '{"screen":"authors","titleId":101}'],
    ['/author/3', '{"screen":"author","authorId":3}'],
    ['/about/', '{"screen":"about"}'],
    ['/article/help', '{"screen":"article","article":"help"}'],
    ['/article/termsOfService', '{"screen":"article","article":"termsOfService"}'],
    ['/article/privacyPolicy', '{"screen":"article","article":"privacyPolicy"}'],
    ['/article/calBusAndProfCode', '{"screen":"article","article":"calBusAndProfCode"}'],
    ['/updates', '{"screen":"updates"}'],
    ['/comics/topics/', '{"screen":"topics"}'],
  ])('routes %s to the catalogue content pages as %s', async (path, props) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { name: `content page ${props}` })).toBeTruthy();
  });

  it.each(['/article/privacy', '/author/abc', '/author?title=x', '/topics/Bad%20Slug'])(
    'treats %s (unknown article, malformed id or slug) as not found, without loading the remote',
    async (path) => {
      const loader = createFakeRemoteLoader();
      renderApp(path, loader);
      expect(await screen.findByRole('heading', { name: 'ページが見つかりません' })).toBeTruthy();
      expect(loader.loads).toEqual([]);
    },
  );
});
