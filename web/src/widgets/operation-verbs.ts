// The verbs live in the domain, where the audit log's action labels read them too.
export { isOperationType, type OperationType, OperationVerb } from '@tiangong/domain';
