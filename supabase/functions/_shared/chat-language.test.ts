import { describe, expect, it } from 'vitest';
import { languageOf, spanishTopic } from './chat-language.ts';

describe('languageOf', () => {
  it('reads Spanish as customers type it, with or without accents and question marks', () => {
    expect(languageOf('¿Cuánto cuesta?')).toBe('es');
    expect(languageOf('cuanto cobran por llevarse un sillon viejo')).toBe('es');
    expect(languageOf('trabajan los domingos')).toBe('es');
    expect(languageOf('tengo un refrigerador en la cochera, se lo llevan?')).toBe('es');
    expect(languageOf('aceptan tarjeta o nomas efectivo')).toBe('es');
    expect(languageOf('el presupuesto es gratis?')).toBe('es');
    // Short, with one long word only Spanish uses.
    expect(languageOf('vienen a mesa?')).toBe('es');
    expect(languageOf('cuanto sale vaciar un garaje')).toBe('es');
    expect(languageOf('hablan español?')).toBe('es');
    expect(languageOf('que areas cubren')).toBe('es');
    expect(languageOf('llegan a gilbert?')).toBe('es');
  });

  it('keeps English English, Spanish place names and all', () => {
    expect(languageOf('Do you go out to Cave Creek or Carefree?')).toBe('en');
    expect(languageOf('how much for a sofa and a mattress')).toBe('en');
    expect(languageOf('we live on Camino del Sol in Scottsdale, can you come today')).toBe('en');
    expect(languageOf('no')).toBe('en');
    expect(languageOf('30 hay bales, can u take em')).toBe('en');
    expect(languageOf('do you come to mesa')).toBe('en');
    expect(languageOf('')).toBe('en');
  });
});

describe('spanishTopic', () => {
  it('leaves out asking and courtesy, keeps what is asked', () => {
    expect(spanishTopic('Oigan, ¿pueden venir hoy? necesito sacar un colchón')).toBe(
      'venir hoy sacar un colchón',
    );
  });
});
