/** The RDO screens' number format is the portal's own (pt-BR decimals). */
export { formatDecimal } from '@portal/domain';
