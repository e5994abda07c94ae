// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { maybeSignedIn } from './session-hint';

afterEach(() => {
  document.cookie = 'popote.session_hint=; max-age=0; path=/';
  document.cookie = 'autre=1; max-age=0; path=/';
});

describe('the session hint', () => {
  it('says a session may exist only when the server set its cookie', () => {
    expect(maybeSignedIn()).toBe(false);
    document.cookie = 'autre=1; path=/';
    expect(maybeSignedIn()).toBe(false);
    document.cookie = 'popote.session_hint=1; path=/';
    expect(maybeSignedIn()).toBe(true);
  });
});
