/** The field-services module's public surface: its demo data (the seed). */
export { loadDemoField } from './field-demo';
