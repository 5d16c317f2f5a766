import type { StubAnswer } from '../../../test-support/stub-api';

/** The answer of /web/episode/viewer for the component tests' episode 201 of title 42. */
export function episodeAnswer(pages: readonly string[], overrides: Record<string, unknown> = {}): StubAnswer {
  return {
    data: {
      title_id: 42,
      title_name: 'ねこねこ探偵団',
      episode_id: 201,
      episode_name: '第1話 なぞの手紙',
      page_list: pages,
      scramble_seed: 12345,
      scramble_ver: 1,
      prev_episode_id: null,
      next_episode_id: 202,
      ...overrides,
    },
  };
}
