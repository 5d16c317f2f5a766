import { makePageRecipe, PAGE_HEIGHT, PAGE_WIDTH, type PageRecipe } from '../drawing/page-recipe';
import type { Prng } from '../prng';

export const MAGAZINE_CATEGORIES = [
  { magazine_category_id: 1, magazine_category_name_text: 'ちゃお本誌', position: 1 },
  { magazine_category_id: 2, magazine_category_name_text: 'ちゃおデラックス', position: 2 },
  { magazine_category_id: 3, magazine_category_name_text: 'ちゃおプラス オリジナル', position: 3 },
  { magazine_category_id: 4, magazine_category_name_text: 'ちゃおコミックス', position: 4 },
] as const;

export const MAGAZINE_PAGE_COUNT = 24;
/** The two oldest issues are free to read (a back-number campaign); the rest need a subscription. */
const FREE_ISSUES = 2;
const ISSUE_COLORS = [
  '#ec407a',
  '#ab47bc',
  '#5c6bc0',
  '#29b6f6',
  '#26a69a',
  '#9ccc65',
  '#ffca28',
  '#ff7043',
  '#8d6e63',
  '#ef5350',
  '#7e57c2',
  '#42a5f5',
  '#66bb6a',
];
const FUROKU = ['キラキラシールブック', 'ひみつのメモ帳', 'ドリームポーチ', 'おしゃれヘアクリップ', 'まんがノート', 'ふせんセット'];

export interface SeedMagazine {
  magazine_id: number;
  magazine_category_id: number;
  magazine_name: string;
  introduction_text: string;
  color: string;
  price_yen: number;
  is_free: boolean;
  release_at: string;
  scramble_seed: number;
  page_count: number;
}

/** Ciao is on sale on the 3rd of each month; the issue released in December is the January issue. */
export function buildMagazines(prng: Prng, count: number, firstRelease: { year: number; month: number }) {
  const magazines: SeedMagazine[] = [];
  const pages: Array<{ magazine_id: number; page_no: number; width: number; height: number; recipe: PageRecipe }> = [];
  const links: Array<{ magazine_id: number; position: number; magazine_type: string; article_name: string; url: string }> = [];
  for (let i = 0; i < count; i += 1) {
    const magazine_id = i + 1;
    const releaseMonth = firstRelease.month - 1 + i;
    const releaseYear = firstRelease.year + Math.floor(releaseMonth / 12);
    const issueMonthIndex = releaseMonth + 1;
    const issueYear = firstRelease.year + Math.floor(issueMonthIndex / 12);
    const issueMonth = (issueMonthIndex % 12) + 1;
    // 00:00 JST on the 3rd = 15:00 UTC on the 2nd.
    const releaseAt = Date.UTC(releaseYear, releaseMonth % 12, 2, 15);
    const color = ISSUE_COLORS[i % ISSUE_COLORS.length] ?? '#ec407a';
    const furoku = prng.pick(FUROKU);
    magazines.push({
      magazine_id,
      magazine_category_id: 1,
      magazine_name: `ちゃお ${issueYear}年${issueMonth}月号`,
      introduction_text: `${issueMonth}月号のふろくは「${furoku}」！ 人気連載の最新話に、新連載もスタートするよ。`,
      color,
      price_yen: 650,
      is_free: i < FREE_ISSUES,
      release_at: new Date(releaseAt).toISOString(),
      scramble_seed: prng.int(1, 2_147_483_646),
      page_count: MAGAZINE_PAGE_COUNT,
    });
    for (let page_no = 1; page_no <= MAGAZINE_PAGE_COUNT; page_no += 1) {
      pages.push({
        magazine_id,
        page_no,
        width: PAGE_WIDTH,
        height: PAGE_HEIGHT,
        recipe: makePageRecipe(prng, color, magazine_id, issueMonth, page_no),
      });
    }
    const slug = `${issueYear}${String(issueMonth).padStart(2, '0')}`;
    links.push(
      {
        magazine_id,
        position: 1,
        magazine_type: 'honshi',
        article_name: `ちゃお${issueMonth}月号 本誌`,
        url: `/magazine/${String(magazine_id).padStart(5, '0')}`,
      },
      { magazine_id, position: 2, magazine_type: 'furoku', article_name: `ふろく「${furoku}」の紹介`, url: `/topics/ciao_${slug}_furoku/` },
      { magazine_id, position: 3, magazine_type: 'present', article_name: '読者プレゼント', url: `/topics/ciao_${slug}_present/` },
    );
  }
  return { magazines, pages, links };
}
