import type { DocumentDef, FieldDef } from '@tiangong/domain';
import { Col, Form, Row } from 'antd';
import { fieldInput, fieldRules, isWide, itemProps } from '../../documents/form-fields';

/** The named fields of a declaration, in the order given (each must exist: the compiler sees `keyof`). */
export function pickFields<D extends DocumentDef>(def: D, names: readonly (keyof D['fields'] & string)[]) {
  return names.map((name): [string, FieldDef] => [name, def.fields[name]]);
}

/**
 * A declaration's fields as one section of a larger form, each under `[section, name]`, with the
 * same inputs and checks as the generic form drawer (so the page and the drawer say the same words).
 */
export function DeclaredFields({
  def,
  section,
  fields,
}: {
  def: DocumentDef;
  section: string;
  fields: [string, FieldDef][];
}) {
  return (
    <Row gutter={16}>
      {fields.map(([name, field]) => (
        <Col key={name} xs={24} md={isWide(field) ? 24 : 12} xl={isWide(field) ? 24 : 8}>
          <Form.Item
            name={[section, name]}
            label={field.label}
            rules={fieldRules(field)}
            validateFirst
            extra={field.help}
            {...itemProps(field)}
          >
            {fieldInput(field, { def })}
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
