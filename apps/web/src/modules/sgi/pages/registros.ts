// The pages of the records (an occurrence, a new one, its plan, an audit) and the actions' list in one download: one
// import fewer per page keeps the route table (in every page's first download) smaller.
export { AcoesPage } from './AcoesPage';
export { AuditoriaPage } from './AuditoriaPage';
export { NovaOcorrenciaPage } from './NovaOcorrenciaPage';
export { OcorrenciaPage } from './OcorrenciaPage';
export { PlanoAcaoPage } from './PlanoAcaoPage';
