import type { DepartmentNode } from './admin-api';

/** Helpers over the busiOrganList tree, shared by the staff filters, forms and the organization page. */
export interface DepartmentOption {
  title: string;
  value: number;
  disabled?: boolean;
  children: DepartmentOption[];
}

/** TreeSelect data; `disabledIds` cannot be picked (a department cannot move under itself). */
export function departmentOptions(
  nodes: DepartmentNode[],
  disabledIds?: ReadonlySet<number>,
): DepartmentOption[] {
  return nodes.map((node) => ({
    title: node.name,
    value: node.departmentId,
    disabled: disabledIds?.has(node.departmentId) || undefined,
    children: departmentOptions(node.children, disabledIds),
  }));
}

export function flattenDepartments(nodes: DepartmentNode[]): DepartmentNode[] {
  return nodes.flatMap((node) => [node, ...flattenDepartments(node.children)]);
}

export function findDepartment(nodes: DepartmentNode[], departmentId: number | null | undefined) {
  if (departmentId == null) return undefined;
  return flattenDepartments(nodes).find((node) => node.departmentId === departmentId);
}

/** The department and every department under it. */
export function subtreeIds(node: DepartmentNode): Set<number> {
  return new Set(flattenDepartments([node]).map((n) => n.departmentId));
}

/** The department and its ancestors, top first (to unfold the tree down to it). */
export function pathIds(nodes: DepartmentNode[], departmentId: number): number[] {
  for (const node of nodes) {
    if (node.departmentId === departmentId) return [departmentId];
    const below = pathIds(node.children, departmentId);
    if (below.length) return [node.departmentId, ...below];
  }
  return [];
}
