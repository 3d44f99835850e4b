import { customer, customerAddress, customerContact } from '@tiangong/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { DbOrTx } from '../../platform/db/client.ts';
import { saveDocument } from '../../platform/documents/document.service.ts';
import { saveSchema } from '../../platform/documents/document-schemas.ts';
import type { DocumentRegistry } from '../../platform/documents/registry.ts';

/**
 * /customer/addNewCustomer (SPEC §2): a salesperson adds a customer with its first contact and its
 * default delivery address in one save. Each part is saved through the engine (its hooks, record
 * rule, reference and duplicate checks) inside the caller's one transaction, so a refusal of any
 * part leaves nothing behind — no customer without its contact, no number used up.
 */
const identity = { id: true, version: true } as const;
export const newCustomerSchema = z.object({
  customer: saveSchema(customer).omit(identity),
  // The customer is the one being made; the first contact is its primary, the address its default.
  contact: saveSchema(customerContact).omit({ ...identity, customerId: true, isPrimary: true }),
  address: saveSchema(customerAddress)
    .omit({ ...identity, customerId: true, isDefault: true })
    .optional(),
});
export type NewCustomer = z.infer<typeof newCustomerSchema>;

export async function addNewCustomer(
  db: DbOrTx,
  request: FastifyRequest,
  registry: DocumentRegistry,
  input: NewCustomer,
): Promise<{ id: number; contactId: number; addressId: number | null }> {
  const { contact, address } = input;
  // The customer's own 联系人 / 电话 / 地址 (its list's columns) repeat the first contact and address.
  const { id } = await saveDocument(db, request, registry, registry.get(customer.key), {
    ...input.customer,
    contact: input.customer.contact ?? contact.name,
    phone: input.customer.phone ?? contact.phone ?? contact.mobile ?? null,
    address: input.customer.address ?? address?.address ?? null,
  });
  const { id: contactId } = await saveDocument(db, request, registry, registry.get(customerContact.key), {
    ...contact,
    customerId: id,
    isPrimary: true,
  });
  const saved = address
    ? await saveDocument(db, request, registry, registry.get(customerAddress.key), {
        ...address,
        customerId: id,
        isDefault: true,
      })
    : null;
  return { id, contactId, addressId: saved?.id ?? null };
}
