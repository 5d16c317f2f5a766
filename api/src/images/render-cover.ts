import { BLACK, parseHexColor, Raster, shadeDark, tint, WHITE } from './raster';

export const COVER_SIZE = { width: 384, height: 544 } as const;
export const COVER_RECT_SIZE = { width: 640, height: 360 } as const;
export const EPISODE_THUMB_SIZE = { width: 320, height: 224 } as const;
export const GENRE_ICON_SIZE = { width: 192, height: 192 } as const;

const pad5 = (id: number) => String(id).padStart(5, '0');

/** A title cover (portrait or wide): the title colour, diagonal stripes, a white card with "No." and the id. */
export function renderCover(titleId: number, hexColor: string, size: { width: number; height: number }): Raster {
  const color = parseHexColor(hexColor);
  const raster = new Raster(size.width, size.height, color);
  const stripe = tint(color, 0.25);
  for (let y = 0; y < size.height; y += 1) {
    for (let x = 0; x < size.width; x += 1) if ((x + y) % 48 < 16) raster.setPixel(x, y, stripe);
  }
  const cardWidth = Math.floor(size.width * 0.8);
  const cardHeight = Math.floor(size.height * 0.42);
  const cardX = Math.floor((size.width - cardWidth) / 2);
  const cardY = Math.floor((size.height - cardHeight) / 2);
  raster.fillRect(cardX, cardY, cardWidth, cardHeight, WHITE);
  raster.strokeRect(cardX, cardY, cardWidth, cardHeight, 6, BLACK);
  const scale = Math.max(2, Math.floor(cardWidth / 36));
  raster.drawTextCentered('No.', size.width / 2, cardY + cardHeight * 0.3, Math.max(2, Math.floor(scale / 2)), shadeDark(color, 0.5));
  raster.drawTextCentered(pad5(titleId), size.width / 2, cardY + cardHeight * 0.65, scale, BLACK);
  raster.strokeRect(0, 0, size.width, size.height, 4, BLACK);
  return raster;
}

/** An episode thumbnail: a light panel of the title colour with "EP n". */
export function renderEpisodeThumb(episodeIndex: number, hexColor: string): Raster {
  const { width, height } = EPISODE_THUMB_SIZE;
  const color = parseHexColor(hexColor);
  const raster = new Raster(width, height, tint(color, 0.45));
  raster.strokeRect(8, 8, width - 16, height - 16, 5, BLACK);
  raster.drawTextCentered(`EP ${episodeIndex}`, width / 2, height / 2, 8, BLACK);
  return raster;
}

/** A genre icon: a disc of the genre colour with its id. */
export function renderGenreIcon(genreId: number, hexColor: string): Raster {
  const { width, height } = GENRE_ICON_SIZE;
  const raster = new Raster(width, height, WHITE);
  raster.fillEllipse(width / 2, height / 2, width / 2 - 6, height / 2 - 6, BLACK);
  raster.fillEllipse(width / 2, height / 2, width / 2 - 12, height / 2 - 12, parseHexColor(hexColor));
  raster.drawTextCentered(String(genreId), width / 2, height / 2, 10, WHITE);
  return raster;
}
