/**
 * Every timeout in the tests, multiplied by how much slower this machine is now than a quiet one of
 * our kind (scripts/time-scale.mjs; decision 0082). `npm test` measures it once and passes it on in
 * TEST_TIME_SCALE; a runner started by hand measures it when its config loads.
 */
export { scaled, timeScale } from "../../scripts/time-scale.mjs";
