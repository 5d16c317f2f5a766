/** Public (unsigned) image URLs; page images are signed separately (signed-image-url.ts). */
export const coverUrl = (prefix: string, titleId: number) => `${prefix}/image/cover/${titleId}.png`;
export const coverRectUrl = (prefix: string, titleId: number) => `${prefix}/image/cover/${titleId}-rect.png`;
export const episodeThumbUrl = (prefix: string, episodeId: number) => `${prefix}/image/thumb/${episodeId}.png`;
export const genreImageUrl = (prefix: string, genreId: number) => `${prefix}/image/genre/${genreId}.png`;
