import { describe, expect, it } from 'vitest';
import { changeSlug, changeTitle, initialSlugState } from './slug-follow';

describe('slug following the title', () => {
  it('follows the title of a new post, umlauts spelt out', () => {
    let state = initialSlugState('', '', false);
    state = changeTitle(state, 'Pflege in München');
    expect(state).toEqual({ title: 'Pflege in München', slug: 'pflege-in-muenchen', manual: false });
    state = changeTitle(state, 'Pflege in München: 5 Tipps!');
    expect(state.slug).toBe('pflege-in-muenchen-5-tipps');
  });

  it('stops following once the slug is edited by hand, and follows again when it is emptied', () => {
    let state = changeTitle(initialSlugState('', '', false), 'First title');
    state = changeSlug(state, 'My Own Address');
    expect(state).toMatchObject({ slug: 'my-own-address', manual: true });
    state = changeTitle(state, 'Second title');
    expect(state.slug).toBe('my-own-address');
    state = changeSlug(state, '');
    expect(state).toMatchObject({ slug: '', manual: false });
    expect(changeTitle(state, 'Third').slug).toBe('third');
    expect(changeSlug(state, 'typed anew')).toMatchObject({ slug: 'typed-anew', manual: true });
  });

  it('keeps the slug of a saved post that differs from its title, and of every published post', () => {
    expect(initialSlugState('A title', 'custom', false).manual).toBe(true);
    expect(initialSlugState('A title', 'a-title', false).manual).toBe(false);
    expect(initialSlugState('A title', 'a-title', true).manual).toBe(true);
    expect(changeTitle(initialSlugState('A title', 'a-title', true), 'New title').slug).toBe('a-title');
  });
});
