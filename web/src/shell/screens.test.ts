import { inventoryDocuments, masterDataDocuments } from '@tiangong/domain';
import { describe, expect, it } from 'vitest';
import { documentDefs, documentScreens } from '../documents';
import { detailUrls, documentListUrls, menuScreenUrls, screenComponents } from './screens';

describe('screen registry', () => {
  it('has a component for every menu screen and detail form, and nothing else', () => {
    expect(Object.keys(screenComponents).sort()).toEqual([...menuScreenUrls(), ...detailUrls()].sort());
  });

  it('gives every master-data declaration its list and detail screen', () => {
    expect(documentListUrls().sort()).toEqual(
      [...masterDataDocuments, ...inventoryDocuments].map((d) => d.screen).sort(),
    );
    const generic = documentScreens(documentDefs);
    for (const url of [...documentListUrls(), ...detailUrls()])
      expect(generic[url], url).toBeTypeOf('function');
    expect(detailUrls()).toContain('/materiel/info');
    expect(detailUrls()).toContain('/product/detail');
    expect(detailUrls()).toContain('/supplier/detail');
  });
});
