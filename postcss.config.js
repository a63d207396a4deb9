/**
 * Opera Mini's server renderer and browsers before 2017 (KaiOS 2.5 is
 * Firefox 48) ignore var(--…). Each declaration that uses a custom property
 * gets a plain copy with the value filled in, placed before it, so those
 * browsers still get the colours and spacing.
 */
import postcssCustomProperties from "postcss-custom-properties";

export default {
  plugins: [postcssCustomProperties({ preserve: true })],
};
