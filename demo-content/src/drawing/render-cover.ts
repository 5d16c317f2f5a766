import { createPrng } from '../prng';
import { drawCharacter, type Placement } from './cover-character';
import { drawScene, drawSparkles, pickScene } from './cover-scene';
import { parseHexColor, Raster, type Rgb, shadeDark, tint, WHITE } from './raster';
import { circle, ellipse, polygon, type Shape, star, stroke, subtract, union } from './shapes';

export const COVER_SIZE = { width: 384, height: 544 } as const;
export const COVER_RECT_SIZE = { width: 640, height: 360 } as const;
export const EPISODE_THUMB_SIZE = { width: 320, height: 224 } as const;
export const GENRE_ICON_SIZE = { width: 192, height: 192 } as const;

/** Seeds the drawing of one title: the same title always gets the same picture. */
const titlePrng = (titleId: number, salt: number) => createPrng(Math.imul(titleId + 1, 0x9e3779b1) ^ salt);
const CHARACTER_SALT = 0x51ed;

/** The title's own character (the one its cover shows): chosen from the title id only, drawn anywhere at any size. */
export function drawTitleCharacter(raster: Raster, titleId: number, at: Placement, color: Rgb): void {
  drawCharacter(raster, titlePrng(titleId, CHARACTER_SALT), at, color);
}

interface Illustration {
  titleId: number;
  color: Rgb;
  /** Picks the scene; the character depends on the title only, so it is the same on every image of the title. */
  sceneSalt: number;
  /** The character's head: centre and radius; everything else scales with `unit`. */
  cx: number;
  cy: number;
  r: number;
  unit: number;
}

/** A character of the title in front of a sky and a ground, with a few sparkles on top. */
function drawIllustration(raster: Raster, { titleId, color, sceneSalt, cx, cy, r, unit }: Illustration): Raster {
  const scenePrng = titlePrng(titleId, sceneSalt);
  drawScene(raster, scenePrng, pickScene(scenePrng, color), raster.height * 0.7, unit);
  drawTitleCharacter(raster, titleId, { cx, cy, r }, color);
  drawSparkles(raster, scenePrng, unit);
  return raster;
}

/**
 * A title cover (portrait or wide): an illustration generated from the title id. The title's
 * name and author stay text in the page, beside or under the cover (no font for Japanese here).
 */
export function renderCover(titleId: number, hexColor: string, size: { width: number; height: number }): Raster {
  const raster = new Raster(size.width, size.height);
  const color = parseHexColor(hexColor);
  if (size.width > size.height) {
    // The wide cover is a phone's grid thumbnail: the character larger, to one side, so it reads at 170 px.
    const cx = size.width * (0.3 + 0.2 * (titleId % 3));
    return drawIllustration(raster, { titleId, color, sceneSalt: 0, cx, cy: size.height * 0.56, r: size.height * 0.3, unit: 0.85 });
  }
  // Drawing units are those of the 384 x 544 portrait cover.
  const unit = Math.min(size.width / COVER_SIZE.width, size.height / COVER_SIZE.height);
  return drawIllustration(raster, { titleId, color, sceneSalt: 0, cx: size.width / 2, cy: size.height * 0.56, r: unit * 100, unit });
}

/** An episode thumbnail: the title's character again, in a scene of the episode's own. */
export function renderEpisodeThumb(titleId: number, episodeIndex: number, hexColor: string): Raster {
  const { width, height } = EPISODE_THUMB_SIZE;
  const raster = new Raster(width, height);
  const cx = width * (0.3 + 0.2 * (episodeIndex % 3));
  const sceneSalt = Math.imul(episodeIndex + 1, 0x85ebca6b);
  // The list shows it cropped to 16:9: the face sits in the middle, clear of the cut edges.
  return drawIllustration(raster, {
    titleId,
    color: parseHexColor(hexColor),
    sceneSalt,
    cx,
    cy: height * 0.48,
    r: height * 0.26,
    unit: 0.6,
  });
}

type Emblem = (c: number, size: number) => Shape;

const heart: Emblem = (c, size) =>
  union(
    circle(c - size * 0.5, c - size * 0.2, size * 0.52),
    circle(c + size * 0.5, c - size * 0.2, size * 0.52),
    polygon([
      [c - size, c - size * 0.2],
      [c + size, c - size * 0.2],
      [c, c + size * 1.05],
    ]),
  );
const fivePointStar: Emblem = (c, size) => star(c, c + size * 0.08, size * 1.1, size * 0.48);
const sparkle: Emblem = (c, size) => star(c, c, size * 1.15, size * 0.3, 4);
const moon: Emblem = (c, size) => subtract(circle(c, c, size), circle(c + size * 0.5, c - size * 0.35, size * 0.85));
const flower: Emblem = (c, size) =>
  union(
    circle(c, c, size * 0.5),
    ...[0, 1, 2, 3, 4].map((p) => circle(c + Math.sin(p * 1.257) * size * 0.55, c - Math.cos(p * 1.257) * size * 0.55, size * 0.45)),
  );
const note: Emblem = (c, size) =>
  union(
    circle(c - size * 0.3, c + size * 0.55, size * 0.38),
    stroke(
      [
        [c + size * 0.02, c + size * 0.55],
        [c + size * 0.02, c - size * 0.9],
        [c + size * 0.6, c - size * 0.5],
      ],
      size * 0.2,
    ),
  );
const paw: Emblem = (c, size) =>
  union(
    ellipse(c, c + size * 0.35, size * 0.55, size * 0.45),
    ...[-1.5, -0.5, 0.5, 1.5].map((i) => ellipse(c + i * size * 0.42, c - size * (0.45 - Math.abs(i) * 0.12), size * 0.2, size * 0.26)),
  );

/** The emblem that says the genre at a glance; a genre not listed gets one by its id. */
const GENRE_EMBLEMS: Record<string, Emblem> = {
  恋愛: heart,
  学園: fivePointStar,
  ファンタジー: sparkle,
  ホラー: moon,
  コメディ: note,
  お仕事: sparkle,
  友情: flower,
  ミステリー: moon,
  スポーツ: fivePointStar,
  動物: paw,
};
const ANY_GENRE: Emblem[] = [heart, fivePointStar, sparkle, moon, flower, note];

/**
 * A genre icon: a tile of the genre colour with a white emblem in the middle. Full bleed, as
 * pages crop it (a 40 px circle on the top page, 16:9 in search) and the genre's name is beside it.
 */
export function renderGenreIcon(genreId: number, genreName: string, hexColor: string): Raster {
  const { width, height } = GENRE_ICON_SIZE;
  const raster = new Raster(width, height, WHITE);
  const c = width / 2;
  const color = parseHexColor(hexColor);
  raster.fillVerticalGradient(0, 0, width, height, tint(color, 0.35), shadeDark(color, 0.1));
  for (const [x, y, r] of [
    [0.15, 0.2, 0.05],
    [0.85, 0.3, 0.035],
    [0.2, 0.78, 0.03],
    [0.82, 0.75, 0.05],
  ] as const) {
    raster.fillShape(circle(width * x, height * y, width * r), WHITE, 0.45);
  }
  raster.fillShape(circle(c, c, c * 0.62), WHITE, 0.22);
  const emblem = GENRE_EMBLEMS[genreName] ?? (ANY_GENRE[genreId % ANY_GENRE.length] as Emblem);
  raster.fillShape(emblem(c, c * 0.38), WHITE);
  return raster;
}
