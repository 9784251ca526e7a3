import { builtFiles } from '../support/built-site';

/** The checks in e2e/files/ read the build: without one, the pass stops here, saying so. */
export default function setup() {
  builtFiles();
}
