import type { Catalogue, SeedTitle } from './build-catalogue';
import type { Prng } from '../prng';

/** Category slugs are the ones the header links to (docs/product-rules.md §2: /topics/category/<slug>/). */
export const TOPIC_CATEGORIES = [
  { category_id: 1, slug: 'ciao_magazine', name: 'ちゃお最新号' },
  { category_id: 2, slug: 'ciao_deluxe_magazine', name: 'ちゃおデラックス' },
  { category_id: 3, slug: 'publish_info', name: 'コミックス発売情報' },
  { category_id: 4, slug: 'how_to_draw', name: 'まんがの描き方' },
  { category_id: 5, slug: 'event', name: 'イベント' },
  { category_id: 6, slug: 'present', name: 'プレゼント' },
] as const;

export const TOPIC_TAGS = [
  { tag_id: 1, slug: 'furoku', name: 'ふろく' },
  { tag_id: 2, slug: 'new_series', name: '新連載' },
  { tag_id: 3, slug: 'comics', name: 'コミックス' },
  { tag_id: 4, slug: 'autograph', name: 'サイン会' },
  { tag_id: 5, slug: 'anime', name: 'アニメ化' },
  { tag_id: 6, slug: 'present', name: 'プレゼント' },
  { tag_id: 7, slug: 'lesson', name: 'まんが講座' },
  { tag_id: 8, slug: 'interview', name: 'インタビュー' },
] as const;

type Kind = 'topics' | 'memory' | 'limited';

interface Template {
  kind: Kind;
  category_id: number;
  tag_ids: number[];
  title: (title: SeedTitle, author: string) => string;
  body: (title: SeedTitle, author: string) => string;
}

const TEMPLATES: Template[] = [
  {
    kind: 'topics',
    category_id: 3,
    tag_ids: [3],
    title: (t) => `「${t.title_name}」最新コミックス発売！`,
    body: (t, a) =>
      `${a}先生の「${t.title_name}」最新刊が発売されました。描き下ろしおまけまんがも収録！ 書店やネット書店でチェックしてね。`,
  },
  {
    kind: 'topics',
    category_id: 1,
    tag_ids: [2],
    title: (t) => `新連載「${t.title_name}」スタート！`,
    body: (t, a) => `${a}先生の新連載「${t.title_name}」がはじまりました。第1話はちゃおコミで無料で読めるよ！`,
  },
  {
    kind: 'topics',
    category_id: 5,
    tag_ids: [4],
    title: (_t, a) => `${a}先生のサイン会を開催します`,
    body: (t, a) => `「${t.title_name}」の${a}先生のサイン会を開催します。参加方法はちゃお本誌をチェックしてね。`,
  },
  {
    kind: 'topics',
    category_id: 6,
    tag_ids: [6],
    title: (t) => `「${t.title_name}」オリジナルグッズプレゼント`,
    body: (t) => `「${t.title_name}」のオリジナルグッズを抽選でプレゼント！ アンケートに答えて応募してね。`,
  },
  {
    kind: 'topics',
    category_id: 4,
    tag_ids: [7],
    title: (_t, a) => `${a}先生のまんが講座「キャラクターの描き方」`,
    body: (_t, a) => `${a}先生が、かわいいキャラクターを描くコツを教えてくれるよ。まずは顔の輪郭から描いてみよう！`,
  },
  {
    kind: 'memory',
    category_id: 1,
    tag_ids: [1],
    title: (t) => `思い出のふろく特集「${t.title_name}」`,
    body: (t) => `これまでのちゃおのふろくから、「${t.title_name}」のグッズをふりかえります。`,
  },
  {
    kind: 'memory',
    category_id: 2,
    tag_ids: [8],
    title: (_t, a) => `${a}先生 デビュー当時のインタビュー`,
    body: (t, a) => `${a}先生がデビューしたころのお話と、「${t.title_name}」が生まれるまでをうかがいました。`,
  },
  {
    kind: 'limited',
    category_id: 1,
    tag_ids: [8],
    title: (t) => `【会員限定】「${t.title_name}」ネーム公開`,
    body: (t, a) => `定期購読中のみなさんだけに、${a}先生の「${t.title_name}」のネームを特別公開！`,
  },
  {
    kind: 'limited',
    category_id: 2,
    tag_ids: [5],
    title: (t) => `【会員限定】「${t.title_name}」描き下ろしイラスト`,
    body: (t, a) => `${a}先生による「${t.title_name}」の描き下ろしイラストを、定期購読中のみなさんにお届けします。`,
  },
];

const DAY = 86_400_000;

/** Topics articles about the catalogue's titles, newest on the seed's base day, one every two days going back. */
export function buildTopics(prng: Prng, titles: readonly SeedTitle[], authors: Catalogue['authors'], baseTime: number) {
  const topics: Array<{
    topic_id: number;
    kind: Kind;
    slug: string;
    title: string;
    excerpt: string;
    content: string;
    category_id: number;
    author_id: number;
    title_id: number;
    published_at: string;
  }> = [];
  const links: Array<{ topic_id: number; tag_id: number }> = [];
  const count = 54;
  for (let i = 0; i < count; i += 1) {
    const template = TEMPLATES[i % TEMPLATES.length] ?? TEMPLATES[0];
    const title = prng.pick(titles);
    if (!template) break;
    const author = authors.find((candidate) => candidate.author_id === title.author_id)?.author_name ?? '';
    const topic_id = 1000 + i;
    const publishedAt = baseTime - i * 2 * DAY - prng.int(9, 19) * 3_600_000;
    const content = template.body(title, author);
    // A members' article shows what it offers (docs/product-rules.md §1: names, drawings), as an editor's post
    // carries its picture: the title's wide cover, at the address the API serves it under.
    const picture =
      template.kind === 'limited'
        ? `<figure><img src="/api/image/cover/${title.title_id}-rect.png" alt="「${title.title_name}」のイラスト" width="640" height="360"><figcaption>${author}先生</figcaption></figure>`
        : '';
    topics.push({
      topic_id,
      kind: template.kind,
      slug: `${template.kind}-${topic_id}`,
      title: template.title(title, author),
      excerpt: content.slice(0, 40),
      content: `<p>${content}</p>${picture}`,
      category_id: template.category_id,
      author_id: title.author_id,
      title_id: title.title_id,
      published_at: new Date(publishedAt).toISOString(),
    });
    for (const tag_id of template.tag_ids) links.push({ topic_id, tag_id });
  }
  return { topics, links };
}

export function buildAuthorProfiles(prng: Prng, authors: Catalogue['authors']) {
  const likes = ['ねこ', 'スイーツ', 'お散歩', '少女まんが', '手芸', 'カラオケ', '星空観察', 'パン作り'];
  return authors.map((author) => ({
    author_id: author.author_id,
    profile_text: `${prng.int(1, 12)}月生まれ。好きなものは${prng.pick(likes)}と${prng.pick(likes)}。ちゃおで連載中！`,
    debut_year: prng.int(2008, 2024),
  }));
}
