import { words } from './chat-words.ts';

/** The languages the bank answers in; anything else is read as English. */
export type ChatLanguage = 'en' | 'es';

// Spanish words that are not also everyday English (so "no", "me", "son", "a" are left out), as typed
// on a phone: accents and the question marks are often dropped.
const SPANISH = new Set(
  `que qué de del la las el los lo le les por para con una uno unos unas es está esta están estan hay
   mi mis tengo tiene tienen tenemos pueden puede podrían podrian cuánto cuanto cuánta cuanta cuantos
   cuesta cuestan cobran cobra cómo como cuándo cuando dónde donde hoy mañana manana ustedes usted
   se su sus también tambien pero muy más mas hasta desde hacen hace trabajan abren cierran llevan
   llevarse llevar recogen recoger sacar tirar muebles basura cosas casa cochera colchones colchón
   quiero necesito necesita gracias hola buenos buenas días dias tardes noches sí ya nomás nomas
   cita agendar precio precios semana domingos domingo sábado sabado ahorita todavía todavia viejo
   vieja viejos viejas refrigerador estufa lavadora secadora sillón sillon sofá horario oigan recojan
   venir vengan vienen q en yo vivo dan servicio ciudad ciudades hago hacer cita citas cuantos cuántos
   usados usadas todavia todavía aceptan acepta tarjeta efectivo pagar pago colchon anticipación
   anticipacion reservar presupuesto cotización cotizacion gratis tarde noche lunes martes miércoles
   miercoles jueves viernes llamar llamo mudanza un sale salen vaciar garaje hablan hablar español
   espanol llegar tardan tarda llantas refrigeradores escombro construcción construccion contacto
   contactar mueble camión camion limpiar jardín jardin ramas cama camas llevarían llevarian cubren
   cubre llegan`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Whether a question is Spanish: "¿" or "¡", or words that only Spanish uses making up a fifth of the
 * question, two of them, or one of five letters or more ("vienen a mesa?"). A Spanish place name in an
 * English question ("do you go to Cave Creek") stays English.
 */
export function languageOf(text: string): ChatLanguage {
  if (/[¿¡]/.test(text)) return 'es';
  const all = words(text);
  const spanish = all.filter((w) => SPANISH.has(w));
  const weight = spanish.reduce((sum, w) => sum + (w.length >= 5 ? 2 : 1), 0);
  return weight >= 2 && spanish.length / all.length >= 0.2 ? 'es' : 'en';
}

// Words of asking and courtesy that say nothing about what is asked ("oigan, ¿pueden…?", "necesito…").
const SPANISH_FILLER = new Set(
  `oigan oiga oye buenas buenos hola disculpe perdon perdón necesito necesita necesitamos quiero queremos
   quisiera pueden puede podrian podrían tienen tiene tengo tenemos ustedes usted ya nomas nomás mas más
   menos porfa favor gracias saber pregunta digame dígame me mi mis le les lo hay q k pues bueno
   entonces ahi ahí aqui aquí ok si sí señor señora`
    .split(/\s+/)
    .filter(Boolean),
);

/** Spanish as typed without accents: "sábado" → "sabado", "mañana" → "manana". */
export const unaccented = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '');

/** What matching reads of a Spanish question: its words less asking and courtesy. */
export function spanishTopic(text: string): string {
  return words(text)
    .filter((w) => !SPANISH_FILLER.has(w))
    .join(' ');
}
