/** The RDO screens read typed numbers the portal's way (`12,5` or `12.5`). */
export { parseDecimal } from '@portal/domain';
