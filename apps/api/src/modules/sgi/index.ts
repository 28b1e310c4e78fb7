/** The SGI module's public surface: its demo data (the seed), and occurrences other modules raise (a TAF's failure). */
export { loadDemoSgi } from './sgi-demo';
export {
  abrirOcorrenciaNaTransacao,
  numerosDasOcorrencias,
  type OcorrenciaExterna,
} from './sgi-externa.service';
