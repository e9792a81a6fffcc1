/**
 * Prints one plain closing line, "Tests: N passed, N failed, N skipped", that any CI can read
 * (jest's own summary says "N passed, N total").
 */
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const { numPassedTests, numFailedTests, numPendingTests, numTodoTests } = results;
    process.stdout.write(
      `\nTests: ${numPassedTests} passed, ${numFailedTests} failed, ${numPendingTests + numTodoTests} skipped\n`,
    );
  }
}
module.exports = SummaryReporter;
