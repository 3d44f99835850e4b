import { defineDocument, text } from '@tiangong/domain';
import { describe, expect, it } from 'vitest';
import { documentTable } from './document-table.ts';
import { DocumentRegistry } from './registry.ts';

/** A numbered test document: its key and the prefix of its series. */
const numbered = (key: string, prefix: string) =>
  defineDocument({
    key,
    title: key,
    table: `t_${key.replace(/-/g, '_')}`,
    screen: `/${key}`,
    api: { prefix: '/test', name: key },
    fields: { number: text('单号'), name: text('名称') },
    display: ['number', 'name'],
    statuses: 'master-data',
    initialStatus: 'EBL',
    draftStatuses: ['EBL'],
    numbering: { field: 'number', prefix, period: 'day', width: 3 },
    transitions: [],
    access: { view: 'session', edit: 'session' },
    list: {
      filters: ['number'],
      columns: ['number', 'name'],
      defaultSort: { field: 'number', order: 'desc' },
    },
  });

describe('number series prefixes', () => {
  it('refuses, at start-up, a second kind of document numbered from a prefix another kind uses', () => {
    const registry = new DocumentRegistry();
    const lead = numbered('test-lead', 'TX');
    registry.register(lead, documentTable(lead));
    const order = numbered('test-order', 'TX');
    expect(() => registry.register(order, documentTable(order))).toThrow(
      'test-order numbers with prefix TX, as test-lead does: give it its own',
    );
    const other = numbered('test-other', 'TY');
    expect(() => registry.register(other, documentTable(other))).not.toThrow();
  });
});
