import { can, type DocumentDef } from '@tiangong/domain';
import { App, Button, Col, Drawer, Form, Input, Row, Space, Spin } from 'antd';
import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSingleSubmit } from '../widgets/use-single-submit';
import { useDocumentPermissions, visibleFields } from './access';
import { documentApi } from './doc-api';
import {
  hasFieldDefaults,
  headerDefaultInputs,
  headerToAsk,
  lineDefaultInputs,
  linesToAsk,
  withHeaderDefaults,
  withLineDefaults,
} from './form-defaults';
import {
  fieldInput,
  fieldRules,
  isTyped,
  isWide,
  itemProps,
  recordToFormValues,
  toPayload,
} from './form-fields';
import { refLabelKey } from './formatters';
import { focusFirstCell, ITEMS_DRAWER_WIDTH, ItemsGrid } from './ItemsGrid';
import {
  ITEMS,
  type ItemLine,
  initialLines,
  linesToFormValues,
  linesToPayload,
  visibleItemFields,
} from './items';
import { LinkPickButtons } from './LinkPickButtons';
import { type DraftDocument, linkLineFields } from './links';
import { useRemote } from './use-remote';

export const MSG_SAVED = '保存成功';
export const FORM_DRAWER_WIDTH = 640;

export interface DocumentFormDrawerProps {
  def: DocumentDef;
  /** Absent: 新建. */
  id?: number;
  /** A new document prefilled (下推 from a source); saved like any new one. */
  initial?: DraftDocument;
  /** A view's fixed values, saved with a new document (never shown: the view has no such field). */
  fixed?: Readonly<Record<string, string>>;
  open: boolean;
  onClose: () => void;
  onSaved: (id: number) => void;
}

/** 新建 / 编辑 of any declaration. Mounted only while open, so each opening starts afresh. */
export function DocumentFormDrawer(props: DocumentFormDrawerProps) {
  return props.open ? <OpenFormDrawer {...props} /> : null;
}

function OpenFormDrawer({ def, id, initial, fixed, onClose, onSaved }: DocumentFormDrawerProps) {
  const editing = id !== undefined;
  const [form] = Form.useForm<Record<string, unknown>>();
  const { message } = App.useApp();
  const { roles } = useDocumentPermissions(def);
  // Fields the user may not see are neither shown nor sent; the server keeps their values.
  // Derived fields are the server's to compute: shown on the list and the detail, never edited.
  const fields = useMemo(
    () => visibleFields(def, roles).filter(([, f]) => !f.derived && !f.readOnly),
    [def, roles],
  );
  const itemFields = useMemo(
    () => visibleItemFields(def, roles).filter(([, f]) => !f.readOnly),
    [def, roles],
  );
  const keep = useMemo(() => linkLineFields(def), [def]);
  const api = useMemo(() => documentApi(def), [def]);
  // Ref labels of header values not chosen in their select (a draft's, a 选单's).
  const [labels, setLabels] = useState<Record<string, unknown>>(() => ({ ...initial?.values }));
  const detail = useRemote(() => (id === undefined ? Promise.resolve(undefined) : api.detail(id)), [api, id]);
  const row = detail.data;

  // Declared defaults (form-defaults.ts): a new document's empty fields when it opens, and a line's
  // (an order line's approved price) whenever what its rule reads changes.
  const defaulted = useMemo(() => hasFieldDefaults(def), [def]);
  const lineInputs = useMemo(() => lineDefaultInputs(def), [def]);
  const headerInputs = useMemo(() => headerDefaultInputs(def), [def]);
  const asked = useRef(0);
  // The header values rules filled (a new document's): replaced when what they read changes.
  const filledHeader = useRef<Record<string, unknown>>({});
  const askDefaults = useCallback(
    async (newDocument: boolean) => {
      const ask = ++asked.current;
      const lines = () => (form.getFieldValue(ITEMS) as ItemLine[] | undefined) ?? [];
      const values = toPayload(fields, form.getFieldsValue(true));
      const answer = await api.defaults({
        newDocument,
        values: newDocument ? headerToAsk(values, filledHeader.current) : values,
        items: def.items ? linesToAsk(itemFields, lines()) : [],
      });
      // Only the answer to the latest question counts.
      if (!answer || ask !== asked.current) return;
      if (newDocument) {
        const current = form.getFieldsValue(true) as Record<string, unknown>;
        const names = fields.filter(([, f]) => f.default).map(([name]) => name);
        const next = withHeaderDefaults(names, current, filledHeader.current, answer.values);
        filledHeader.current = next.filled;
        form.setFieldsValue(next.set);
        setLabels((all) => ({
          ...all,
          ...Object.fromEntries(
            Object.keys(next.set).map((name) => [refLabelKey(name), answer.values[refLabelKey(name)]]),
          ),
        }));
      }
      if (def.items) form.setFieldValue(ITEMS, withLineDefaults(itemFields, lines(), answer));
    },
    [api, def.items, fields, form, itemFields],
  );
  useEffect(() => {
    if (!editing && defaulted) void askDefaults(true);
  }, [editing, defaulted, askDefaults]);
  const onValuesChange = (changed: Record<string, unknown>) => {
    // A new document's party chosen: its currency, its default address (header rules).
    if (!editing && Object.keys(changed).some((k) => headerInputs.has(k))) return void askDefaults(true);
    if (lineInputs.size === 0) return;
    const changedLines = Array.isArray(changed[ITEMS]) ? (changed[ITEMS] as (ItemLine | undefined)[]) : [];
    const touched =
      Object.keys(changed).some((k) => lineInputs.has(k)) ||
      changedLines.some((l) => l && Object.keys(l).some((k) => lineInputs.has(k)));
    if (touched) void askDefaults(false);
  };

  useEffect(() => {
    if (!row) return;
    form.setFieldsValue(recordToFormValues(fields, row));
    if (def.items) form.setFieldValue(ITEMS, linesToFormValues(itemFields, row.items, keep));
  }, [form, fields, row, def.items, itemFields, keep]);

  const [saving, save] = useSingleSubmit(async (values: Record<string, unknown>) => {
    const body = toPayload(fields, values);
    if (def.items) body.items = linesToPayload(itemFields, form.getFieldValue(ITEMS), keep);
    if (editing) Object.assign(body, { id, version: row?.version });
    else Object.assign(body, fixed);
    const result = await api.save(body);
    if (result === undefined) return; // the client showed the server's reason
    message.success(MSG_SAVED);
    onSaved(result.id);
  });

  // Enter in a typed field moves to the next field and, in the last one, saves; Ctrl+Enter saves
  // from anywhere. Leaving the input first lets NumberInput and TrimInput commit what was typed.
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    const target = e.target as HTMLElement;
    const item = target.closest<HTMLElement>('[data-field]');
    const submit = () => {
      e.preventDefault();
      target.blur();
      form.submit();
    };
    if (e.ctrlKey || e.metaKey) return submit();
    if (!item || target.tagName !== 'INPUT' || item.dataset.typed !== 'true') return;
    const items = [...e.currentTarget.querySelectorAll<HTMLElement>('[data-field]')];
    const index = items.indexOf(item);
    if (index === items.length - 1) {
      if (!def.items) return submit();
      e.preventDefault();
      if (!focusFirstCell(e.currentTarget)) submit();
      return;
    }
    e.preventDefault();
    const next = items
      .slice(index + 1)
      .map((el) => el.querySelector<HTMLElement>('input:not([disabled]), textarea:not([disabled])'))
      .find(Boolean);
    next?.focus();
  };

  const loading = editing && !row;
  return (
    <Drawer
      open
      title={`${editing ? '编辑' : '新建'}${def.title}`}
      size={def.items ? ITEMS_DRAWER_WIDTH : FORM_DRAWER_WIDTH}
      mask={{ closable: false }}
      onClose={onClose}
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={saving} disabled={loading} onClick={() => form.submit()}>
            保存
          </Button>
        </Space>
      }
    >
      <Spin spinning={loading}>
        <div onKeyDown={onKeyDown}>
          <Form
            form={form}
            layout="vertical"
            autoComplete="off"
            onFinish={save}
            onValuesChange={onValuesChange}
            initialValues={{
              ...recordToFormValues(fields, initial?.values ?? {}),
              ...(def.items
                ? {
                    [ITEMS]: initial?.items.length
                      ? linesToFormValues(itemFields, initial.items, keep)
                      : initialLines(def, itemFields),
                  }
                : {}),
            }}
          >
            <Row gutter={16}>
              {fields.map(([name, field]) => (
                <Col
                  key={name}
                  span={isWide(field) ? 24 : 12}
                  data-field={name}
                  data-typed={String(isTyped(field))}
                >
                  <Form.Item
                    name={name}
                    label={field.label}
                    rules={fieldRules(field)}
                    validateFirst
                    extra={field.help}
                    {...itemProps(field)}
                  >
                    {def.numbering?.field === name ? (
                      // The number comes from the series when the document is saved (DESIGN §6).
                      <Input disabled placeholder="保存后自动生成" />
                    ) : (
                      fieldInput(field, {
                        def,
                        name,
                        documentId: id,
                        // 客户等级 and the like: shown to all, set only by those allowed (SPEC §6).
                        disabled:
                          (editing && field.immutable) ||
                          (!!field.editPermission && !can(roles, field.editPermission)),
                        refLabel: (labels[refLabelKey(name)] ?? row?.[refLabelKey(name)]) as
                          | string
                          | undefined,
                      })
                    )}
                  </Form.Item>
                </Col>
              ))}
            </Row>
            {def.items && (
              <ItemsGrid
                def={def}
                fields={itemFields}
                extra={
                  <LinkPickButtons
                    def={def}
                    fields={itemFields}
                    onLabel={(key, label) => setLabels((all) => ({ ...all, [key]: label }))}
                  />
                }
              />
            )}
          </Form>
        </div>
      </Spin>
    </Drawer>
  );
}
