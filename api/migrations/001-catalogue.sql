-- The catalogue: authors, genres, tags, titles and their episodes and pages.
create table authors (
  author_id integer primary key,
  author_name text not null
);

create table genres (
  genre_id integer primary key,
  genre_name text not null,
  color text not null
);

create table tags (
  tag_id integer primary key,
  tag_name text not null unique
);

create table titles (
  title_id integer primary key,
  title_name text not null,
  author_id integer not null references authors (author_id),
  introduction_text text not null,
  weekday text not null check (weekday in
    ('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'finished', 'oneshot', 'magazine')),
  is_finished boolean not null,
  rating_age integer not null default 0 check (rating_age >= 0),
  -- '#rrggbb': covers and pages are drawn in it (images are rendered from the database).
  color text not null,
  -- Drives the ranking section; in a real service it would come from view logs.
  ranking_score integer not null default 0,
  is_recommended boolean not null default false,
  created_at timestamptz not null,
  latest_update_at timestamptz not null
);
create index titles_latest_update_idx on titles (latest_update_at desc);
create index titles_weekday_idx on titles (weekday);

create table title_genres (
  title_id integer not null references titles (title_id) on delete cascade,
  genre_id integer not null references genres (genre_id),
  position integer not null,
  primary key (title_id, genre_id)
);
create index title_genres_genre_idx on title_genres (genre_id);

create table title_tags (
  title_id integer not null references titles (title_id) on delete cascade,
  tag_id integer not null references tags (tag_id),
  position integer not null,
  primary key (title_id, tag_id)
);

create table episodes (
  episode_id integer primary key,
  title_id integer not null references titles (title_id) on delete cascade,
  episode_index integer not null,
  episode_name text not null,
  introduction_text text not null,
  -- Price in points; 0 means free.
  point integer not null check (point >= 0),
  start_time timestamptz not null,
  -- Per-episode seed of the page scramble (docs/wire-facts.md §3), fixed at seed time.
  scramble_seed integer not null,
  page_count integer not null check (page_count > 0),
  unique (title_id, episode_index)
);
create index episodes_title_idx on episodes (title_id, episode_index);

-- One drawing recipe per page: the PNG is rendered from it on first request, not stored.
create table episode_pages (
  episode_id integer not null references episodes (episode_id) on delete cascade,
  page_no integer not null check (page_no > 0),
  width integer not null,
  height integer not null,
  recipe jsonb not null,
  primary key (episode_id, page_no)
);
