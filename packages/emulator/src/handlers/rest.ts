// The body checks and collection helpers live in model/rest.ts; this path stays for the families that
// still import them from here.
export * from '../model/rest';
