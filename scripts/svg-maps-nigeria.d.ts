/** @svg-maps/nigeria ships no types: a viewBox and one named path per state. */
declare module "@svg-maps/nigeria" {
  const map: { label: string; viewBox: string; locations: { id: string; name: string; path: string }[] };
  export default map;
}
