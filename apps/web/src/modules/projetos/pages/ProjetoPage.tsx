// Placeholder while the document page is written (issue 15).
const Vazio = () => null;
export const ProjetoPage = Vazio;
export const ProjetoFabricaPage = Vazio;
