// Prints what the running server would otherwise compute on its first call, as JSON keyed by the
// name of the file scripts/build.mjs writes it to in dist/lazy/ (read by src/core/data-file.cts,
// precomputed): the token sequences of every holiday's names
// (src/natural/holidays.ts, holidayWords), which took some 5 ms of the first parse_time call and
// set V8's optimizing compiler to work on the tokenizer.
import { holidayWords } from '../src/natural/holidays.js';

process.stdout.write(JSON.stringify({ 'holiday-words': [...holidayWords()] }));
