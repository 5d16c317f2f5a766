/**
 * The small vocabulary page texts are made of (page-story.ts). Readings are written after the
 * kanji they belong to, in braces: `教室{きょうしつ}` is 教室 read きょうしつ (ruby-notation.ts).
 * `$A` is the heroine, `$B` her friend, `$P` the page's place. Changing this file changes every
 * page's text, not the seed.
 */

/** The heroines' names as the seed writes them at the end of HEROINES (catalogue-words.ts). */
export const HEROINE_NAMES = ['ひなた', 'みお', 'さくら', 'あかり', 'こはる', 'しずく', 'ゆず', 'まひろ'] as const;

/** The heroine's friend: one per title. */
export const FRIEND_NAMES = ['りく', 'そうた', 'ゆい', 'はると', 'めい', 'かなた', 'あおい', 'れん', 'ひまり', 'ゆうと'] as const;

export const PLACES = [
  '教室{きょうしつ}',
  '図書室{としょしつ}',
  '屋上{おくじょう}',
  '公園{こうえん}',
  '駅前{えきまえ}',
  '商店街{しょうてんがい}',
  '体育館{たいいくかん}',
  '帰{かえ}り道{みち}',
  '音楽室{おんがくしつ}',
  '花{はな}だんの前{まえ}',
  '海{うみ}べ',
  'カフェ',
] as const;

/** What the heroine does on a page; at least as many as an episode has pages, so no two pages of one episode repeat. */
export const ACTIONS = [
  '$Bに手{て}をふる',
  '$Bと話{はな}しこむ',
  '$Bにプレゼントをわたす',
  '$Bといっしょに本{ほん}を読{よ}む',
  '$Bとおやつを食{た}べる',
  '$Bにひみつを打{う}ち明{あ}ける',
  '$Bとひとつのかさに入{はい}る',
  '$Bをおいかける',
  '$Bと手紙{てがみ}を読{よ}む',
  '$Bの話{はなし}にびっくりする',
  '$Bと写真{しゃしん}をとる',
  '$Bとわらいあう',
] as const;

/** A line and who says it: A the heroine, B her friend. At least as many as an episode has pages. */
export const LINES: ReadonlyArray<readonly ['A' | 'B', string]> = [
  ['A', 'おはよう、$B！'],
  ['A', '今日{きょう}はいっしょに帰{かえ}ろうよ。'],
  ['B', 'これ、$Aにあげる！'],
  ['A', 'えっ、本当{ほんとう}に？'],
  ['B', 'ひみつだよ。だれにも言{い}わないでね。'],
  ['A', '$Pで待{ま}ってるね！'],
  ['B', '大丈夫{だいじょうぶ}、きっとうまくいくよ。'],
  ['A', 'ドキドキしてきた…！'],
  ['B', 'また明日{あした}ね！'],
  ['A', 'ありがとう、$B。'],
  ['B', 'あれ？ なにか聞{き}こえない？'],
  ['A', '雨{あめ}、やまないね。'],
  ['B', 'いっしょに練習{れんしゅう}しよう！'],
  ['A', 'わあ、きれいな空{そら}！'],
];

/** The heroine's thought, for a page without speech bubbles. */
export const THOUGHTS = [
  'どうしよう…。',
  '明日{あした}こそ、がんばろう。',
  'なんだか楽{たの}しくなってきた！',
  '$Bのこと、もっと知{し}りたいな。',
] as const;
