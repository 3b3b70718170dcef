// The validator ships no types; the test uses these two entry points only.
declare module 'structured-data-testing-tool' {
  const sdtt: { structuredDataTest: (input: Buffer | string, options?: object) => Promise<unknown> };
  export default sdtt;
}
declare module 'structured-data-testing-tool/presets.js' {
  const presets: Record<string, object>;
  export default presets;
}
