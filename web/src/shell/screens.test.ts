import { describe, expect, it } from 'vitest';
import { menuScreenUrls, screenComponents } from './screens';

describe('screen registry', () => {
  it('has a component for every menu screen and a menu screen for every component', () => {
    expect(Object.keys(screenComponents).sort()).toEqual(menuScreenUrls().sort());
  });
});
