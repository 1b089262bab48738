const barWidth = 24;

/** Progress bars on a terminal; in a log (CI, tests) one line per quarter instead of carriage returns. */
export class ProgressDisplay {
  private openLabel: string | undefined;
  private printedQuarter = -1;

  private readonly stream = process.stdout;

  update(label: string, fraction: number): void {
    if (label !== this.openLabel) {
      this.endBar();
      this.openLabel = label;
      this.printedQuarter = -1;
    }
    const percent = Math.floor(Math.min(1, Math.max(0, fraction)) * 100);
    if (this.stream.isTTY) {
      const filled = Math.round((percent / 100) * barWidth);
      const bar = `${"█".repeat(filled)}${"░".repeat(barWidth - filled)}`;
      this.stream.write(`\r  ${label.padEnd(28)} ${bar} ${String(percent).padStart(3)} %`);
      return;
    }
    const quarter = Math.floor(percent / 25);
    if (quarter > this.printedQuarter) {
      this.printedQuarter = quarter;
      this.stream.write(`  ${label}: ${quarter * 25} %\n`);
    }
  }

  line(text: string): void {
    this.endBar();
    this.stream.write(`${text}\n`);
  }

  private endBar(): void {
    if (this.openLabel !== undefined && this.stream.isTTY) this.stream.write("\n");
    this.openLabel = undefined;
  }
}
