import { platformScale } from './platform.scale';
import { rdoScale } from './rdo.scale';
import type { ScaleGenerator } from './scale-context';

/** The scale seed's generators, in dependency order; each module appends its own. */
export const scaleGenerators: ScaleGenerator[] = [platformScale, rdoScale];
