import type { DocumentDef, FieldDef } from '@tiangong/domain';
import { App, Button, Drawer, Form, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useSingleSubmit } from '../widgets/use-single-submit';
import { hasAccess } from './access';
import { type DocumentRow, documentApi } from './doc-api';
import { fieldInput, fieldRules, itemProps, recordToFormValues, toPayload } from './form-fields';
import { refLabelKey } from './formatters';

export const MSG_AMENDED = '已保存';

/**
 * The declaration's `amend` on a record's detail (issue 35: the store's 填写运单): a button for
 * whoever it allows, while the record is in one of its statuses, opening a form of those fields
 * alone; the server changes nothing else and keeps each change in the history.
 */
export function AmendButton({
  def,
  row,
  roles,
  onDone,
}: {
  def: DocumentDef;
  row: DocumentRow;
  roles: readonly string[];
  onDone: () => void;
}) {
  const amend = def.amend;
  const [open, setOpen] = useState(false);
  if (!amend || !hasAccess(roles, amend.allow) || !amend.statuses.includes(String(row.status))) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{amend.label}</Button>
      {open && (
        <AmendDrawer
          def={def}
          row={row}
          onClose={() => setOpen(false)}
          onDone={() => {
            setOpen(false);
            onDone();
          }}
        />
      )}
    </>
  );
}

function AmendDrawer({
  def,
  row,
  onClose,
  onDone,
}: {
  def: DocumentDef;
  row: DocumentRow;
  onClose: () => void;
  onDone: () => void;
}) {
  const [form] = Form.useForm<Record<string, unknown>>();
  const { message } = App.useApp();
  const fields = useMemo(
    () =>
      (def.amend?.fields ?? []).flatMap((name): [string, FieldDef][] =>
        def.fields[name] ? [[name, def.fields[name]]] : [],
      ),
    [def],
  );
  const api = useMemo(() => documentApi(def), [def]);
  const [saving, save] = useSingleSubmit(async (values: Record<string, unknown>) => {
    const body = { id: row.id, version: row.version, ...toPayload(fields, values) };
    const result = await api.amend(body);
    if (result === undefined) return; // the client showed the server's reason
    message.success(MSG_AMENDED);
    onDone();
  });
  return (
    <Drawer
      open
      title={`${def.amend?.label}：${String(row.number ?? '')}`}
      size={480}
      mask={{ closable: false }}
      onClose={onClose}
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            保存
          </Button>
        </Space>
      }
    >
      <Form
        form={form}
        layout="vertical"
        autoComplete="off"
        onFinish={save}
        initialValues={recordToFormValues(fields, row)}
      >
        {fields.map(([name, field]) => (
          <Form.Item
            key={name}
            name={name}
            label={field.label}
            rules={fieldRules(field)}
            validateFirst
            extra={field.help}
            {...itemProps(field)}
          >
            {fieldInput(field, { def, refLabel: row[refLabelKey(name)] as string | undefined })}
          </Form.Item>
        ))}
      </Form>
    </Drawer>
  );
}
