/**
 * The one home of the rules about an episode's price in points, shared by the server (which
 * enforces them: entitlement, rentals) and the screens (which show them: access labels, the
 * purchase dialog).
 */

/** An episode whose price is 0 points is free to everyone: nothing to buy, rent or wait for. */
export function isFreeEpisode(episode: { point: number }): boolean {
  return episode.point === 0;
}
