/** A period whose end comes before its start: lists do not ask the API for it, and its "Até" field says so. */
export const isPeriodoInvertido = (de?: string, ate?: string): boolean => !!de && !!ate && de > ate;
