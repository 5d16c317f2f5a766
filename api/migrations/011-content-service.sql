-- The site's own CMS (docs/product-rules.md §7 content service): topics articles, categories, tags, authors' profiles.
create table topic_categories (
  category_id integer primary key,
  slug text not null unique,
  name text not null
);

create table topic_tags (
  tag_id integer primary key,
  slug text not null unique,
  name text not null
);

-- kind: 'topics' (news), 'memory' (archive of past features), 'limited' (subscribers only).
create table topics (
  topic_id integer primary key,
  kind text not null check (kind in ('topics', 'memory', 'limited')),
  slug text not null unique,
  title text not null,
  excerpt text not null,
  content text not null,
  category_id integer not null references topic_categories (category_id),
  author_id integer references authors (author_id),
  title_id integer references titles (title_id) on delete set null,
  published_at timestamptz not null
);
create index topics_kind_published_idx on topics (kind, published_at desc);
create index topics_author_idx on topics (author_id);

create table topic_tag_links (
  topic_id integer not null references topics (topic_id) on delete cascade,
  tag_id integer not null references topic_tags (tag_id),
  primary key (topic_id, tag_id)
);
create index topic_tag_links_tag_idx on topic_tag_links (tag_id);

create table author_profiles (
  author_id integer primary key references authors (author_id) on delete cascade,
  profile_text text not null,
  debut_year integer not null
);
