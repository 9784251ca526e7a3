/** A script in this folder, minified for inlining (src/build/inline-scripts.ts). */
declare module '*?inline-script' {
  const text: string;
  export default text;
}
