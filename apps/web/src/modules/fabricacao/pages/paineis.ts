// The three dashboards in one download: they share the progress pieces and MUI X charts, which come with them only.
export { FabricacaoPainelPage } from './FabricacaoPainelPage';
export { PainelFabricaPage } from './PainelFabricaPage';
export { DestinoPainelPage } from './DestinoPainelPage';
