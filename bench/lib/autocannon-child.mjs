// Runs one autocannon load in its own process (so the bench's own event loop stays free to
// sample memory) and prints the result as JSON. Argument: the autocannon options as JSON.
import autocannon from "autocannon";

const options = JSON.parse(process.argv[2]);
const result = await autocannon(options);
process.stdout.write(JSON.stringify(result));
