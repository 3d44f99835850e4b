/** The material safety stock's derived SQL under its old name: the material reports import it here. */
export { materialSafetyStockDerived } from './safety-stock.hooks.ts';
