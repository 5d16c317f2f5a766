import { z } from 'zod';
import { lazySchema } from './lazy-schema';

describe('lazySchema', () => {
  it('builds the schema once, on first use, not when defined', () => {
    const build = jest.fn(() => z.object({ id: z.number().int() }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();

    expect(schema.parse({ id: 3 })).toEqual({ id: 3 });
    expect(schema.safeParse({ id: 'x' }).success).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('stands in for the schema when extended, embedded and checked as a zod type', () => {
    const title = lazySchema(() => z.object({ title_id: z.number().int(), title_name: z.string() }));
    const ranked = lazySchema(() => title.extend({ rank: z.number().int().min(1) }));
    const list = z.object({ titles: z.array(title), top: ranked.nullable() });

    const parsed = list.parse({ titles: [{ title_id: 1, title_name: 'a', extra: true }], top: { title_id: 2, title_name: 'b', rank: 1 } });
    expect(parsed).toEqual({ titles: [{ title_id: 1, title_name: 'a' }], top: { title_id: 2, title_name: 'b', rank: 1 } });
    expect(list.safeParse({ titles: [], top: { title_id: 2, title_name: 'b', rank: 0 } }).success).toBe(false);
    expect(title instanceof z.ZodType).toBe(true);
    expect(Object.keys(ranked.shape)).toEqual(['title_id', 'title_name', 'rank']);
  });

  it('stands in for a record of schemas spread into an object schema', () => {
    const common = lazySchema(() => ({ version: z.string().optional(), platform: z.enum(['3']).optional() }));
    const params = z.object({ ...common, id: z.number() });
    expect(params.parse({ version: '6.0.0', platform: '3', id: 1 })).toEqual({ version: '6.0.0', platform: '3', id: 1 });
    expect(params.safeParse({ platform: '9', id: 1 }).success).toBe(false);
  });
});
