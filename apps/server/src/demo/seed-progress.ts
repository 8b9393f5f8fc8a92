/** Prints a step's progress at most every tenth of the way, so a terminal or a log stays readable. */
export function progress(log: (line: string) => void, label: string, total: number): (done: number) => void {
  let shown = -1;
  return (done) => {
    const tenth = Math.floor((done / Math.max(total, 1)) * 10);
    if (tenth === shown) return;
    shown = tenth;
    log(`  ${label}: ${done}/${total} (${tenth * 10}%)`);
  };
}
