/**
 * The classic compiler runs this on app/styles/app.css, the one stylesheet
 * root.tsx links. It must run in this order:
 *
 * 1. postcss-import inlines the files app.css lists with `@import`, in the
 *    order it lists them, so the rest see one stylesheet and the build writes
 *    one cached file. (esbuild, which the compiler runs next, can bundle
 *    `@import` itself, but only after PostCSS has run on each file alone.)
 * 2. Opera Mini's server renderer and browsers before 2017 (KaiOS 2.5 is
 *    Firefox 48) ignore var(--…). Each declaration that uses a custom property
 *    gets a plain copy with the value filled in, placed before it, so those
 *    browsers still get the colours and spacing. The values come from the
 *    :root rule in base/tokens.css, which this plugin can only see once
 *    postcss-import has put every file together.
 */
import postcssCustomProperties from "postcss-custom-properties";
import postcssImport from "postcss-import";

export default {
  plugins: [postcssImport(), postcssCustomProperties({ preserve: true })],
};
