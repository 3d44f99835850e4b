import {
  crmDocuments,
  declaredReports,
  documentViews,
  financeDocuments,
  inventoryDocuments,
  listPageScreens,
  masterDataDocuments,
  productionDocuments,
  purchaseDocuments,
  qualityDocuments,
  salesDocuments,
} from '@tiangong/domain';
import { describe, expect, it } from 'vitest';
import { documentDefs, documentScreens } from '../documents';
import { reportDefs } from '../reports/report-screens';
import {
  detailUrls,
  documentListUrls,
  menuScreenUrls,
  ownReportScreens,
  reportDrillUrls,
  reportUrls,
  screenComponents,
} from './screens';

describe('screen registry', () => {
  it('has a component for every menu screen and detail form, and nothing else', () => {
    expect(Object.keys(screenComponents).sort()).toEqual([...menuScreenUrls(), ...detailUrls()].sort());
  });

  it('gives every master-data declaration its list and detail screen', () => {
    // A customer's addresses and a lead's traces are kept on their parent's detail, not listed.
    const listed = crmDocuments.filter((d) => menuScreenUrls().includes(d.screen));
    expect(listed.map((d) => d.key).sort()).toEqual(
      crmDocuments
        .map((d) => d.key)
        .filter((k) => k !== 'customer-address' && k !== 'clue-trace')
        .sort(),
    );
    // A declaration may share its screen with its first view (配方: 中试研发配方).
    expect(documentListUrls().sort()).toEqual(
      [
        ...new Set(
          [
            ...masterDataDocuments,
            ...inventoryDocuments,
            ...purchaseDocuments,
            ...salesDocuments,
            ...financeDocuments,
            ...productionDocuments,
            ...qualityDocuments,
            ...listed,
            ...documentViews,
          ].map((d) => d.screen),
        ),
      ].sort(),
    );
    const generic = documentScreens(documentDefs, undefined, documentViews);
    const ownPages = Object.values(listPageScreens)
      .flat()
      .map((s) => s.url);
    for (const url of [
      ...documentListUrls(),
      ...detailUrls().filter((u) => !reportDrillUrls.includes(u) && !ownPages.includes(u)),
    ])
      expect(generic[url], url).toBeTypeOf('function');
    expect(detailUrls()).toContain('/materiel/info');
    expect(detailUrls()).toContain('/product/detail');
    expect(detailUrls()).toContain('/supplier/detail');
    expect(detailUrls()).toContain('/customer/customerDetail');
    expect(detailUrls()).toContain('/clue/clueDetail');
    // SPEC §2's pages of the customer and lead lists, under their list's menu entry.
    for (const url of ['/customer/addNewCustomer', '/clue/patchClue']) {
      expect(detailUrls()).toContain(url);
      expect(screenComponents[url], url).toBeDefined();
    }
    // SPEC's manual order: a view of the purchase order with its own list and manual-detail.
    expect(detailUrls()).toContain('/manual-purchase-order/manual-detail');
  });

  it('gives every declared report its screen, and no report screen without a declaration', () => {
    expect([...reportUrls(), ...ownReportScreens].sort()).toEqual(
      declaredReports.map((r) => r.screen).sort(),
    );
    for (const url of reportUrls()) expect(reportDefs[url], url).toBeDefined();
  });
});
