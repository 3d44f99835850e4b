import type { DocumentDef, FieldDef } from '@tiangong/domain';
import { Form } from 'antd';
import { ITEMS } from './items';

/**
 * Where a field named by `dependsOn` or a batch pick lives in the form: on a line, a field of
 * the same line, else the header's (a line's slot depends on the document's warehouse).
 */
export function dependencyPath(def: DocumentDef, name: string, line?: number): (string | number)[] {
  return line !== undefined && def.items?.fields[name] ? [ITEMS, line, name] : [name];
}

export function dependencyField(def: DocumentDef, name: string, line?: number): FieldDef | undefined {
  return (line !== undefined ? def.items?.fields[name] : undefined) ?? def.fields[name];
}

/** The current value of a field named by a dependency, watched in the enclosing form. */
export function useDependencyValue(def: DocumentDef, name: string, line?: number): unknown {
  const form = Form.useFormInstance();
  return Form.useWatch(dependencyPath(def, name, line), { form, preserve: true });
}
