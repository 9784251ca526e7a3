/** A script in this folder, minified for inlining (src/build/inline-scripts.mjs). */
declare module '*?inline-script' {
  const text: string;
  export default text;
}
