import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/** A title as lists and search show it (field names from docs/wire-facts.md §2). */
export const titleSummarySchema = lazySchema(() =>
  z.object({
    title_id: z.number().int(),
    title_name: z.string(),
    author_text: z.string(),
    introduction_text: z.string(),
    thumbnail_rect_image_url: z.string(),
    episode_id_list: z.array(z.number().int()),
    genre_id_list: z.array(z.number().int()),
  }),
);
export type TitleSummary = z.infer<typeof titleSummarySchema>;

/** A title with what its own page needs. */
export const titleSchema = lazySchema(() =>
  titleSummarySchema.extend({
    thumbnail_image_url: z.string(),
    author_id: z.number().int(),
    rating_age: z.number().int().min(0),
    weekday: z.enum(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'finished', 'oneshot', 'magazine']),
    is_finished: z.boolean(),
    latest_update_at: z.string(),
  }),
);
export type Title = z.infer<typeof titleSchema>;

/** docs/product-rules.md §3: an episode's state for the current reader. */
export const episodeStatusSchema = lazySchema(() => z.enum(['free', 'purchased', 'renting', 'member_free', 'points']));
export type EpisodeStatus = z.infer<typeof episodeStatusSchema>;

export const episodeSchema = lazySchema(() =>
  z.object({
    episode_id: z.number().int(),
    title_id: z.number().int(),
    episode_name: z.string(),
    index: z.number().int(),
    /** Price in points; 0 means free (docs/wire-facts.md §2). */
    point: z.number().int().min(0),
    thumbnail_image_url: z.string(),
    introduction_text: z.string(),
    start_time: z.string(),
    status: episodeStatusSchema,
    /** Set while a rental lasts (YYYY-MM-DDTHH:mm:ss in the configured offset). */
    rental_expire_time: z.string().nullable(),
  }),
);
export type Episode = z.infer<typeof episodeSchema>;

export const genreSchema = lazySchema(() => z.object({ genre_id: z.number().int(), genre_name: z.string(), image_url: z.string() }));
export type Genre = z.infer<typeof genreSchema>;

export const tagSchema = lazySchema(() => z.object({ tag_id: z.number().int(), tag_name: z.string() }));
export type Tag = z.infer<typeof tagSchema>;

export const accountSchema = lazySchema(() =>
  z.object({
    account_id: z.number().int(),
    user_id: z.string(),
    nickname: z.string(),
    email: z.string(),
    /** YYYY-MM */
    birthday: z.string(),
    gender: z.number().int().min(1).max(4),
  }),
);
export type Account = z.infer<typeof accountSchema>;

export const pointSchema = lazySchema(() =>
  z.object({
    paid_point: z.number().int().min(0),
    free_point: z.number().int().min(0),
    total: z.number().int().min(0),
  }),
);
/** A reader's points by kind (free ones are spent first); the one type of a balance, server and screens alike. */
export type PointBalance = z.infer<typeof pointSchema>;

export const subscriptionSchema = lazySchema(() =>
  z.object({
    is_subscribed: z.boolean(),
    is_valid: z.boolean(),
    update_at: z.string().nullable(),
    expires_at: z.string().nullable(),
    unsubscribed_at: z.string().nullable(),
    cancel_reason: z.number().int().nullable(),
  }),
);
export type Subscription = z.infer<typeof subscriptionSchema>;
