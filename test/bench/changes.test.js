// bench/changes.js: the log of changes that moved a benchmark number, as RESULTS.md shows it.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { CHANGES, CHANGES_HEADING, changesMarkdown, withChangesSection } from '../../bench/changes.js';

const REPO = fileURLToPath(new URL('../../', import.meta.url));

const entry = {
  commit: 'abc1234',
  issue: 16,
  change: 'A cache | bounded higher',
  moved: [
    { what: 'larch-x vs larch-x at parent', before: null, after: null, ratio: '1.04×' },
    { what: 'larch-y MB/s', before: '40', after: '42', ratio: null },
  ],
  command: 'node bench/run.js --against ../parent --rows larch-x',
};

/**
 * Whether `commit` is on the history of the checkout's HEAD, or null where that cannot be told:
 * outside a git checkout, or in a shallow clone, which lacks the older commits.
 */
function onHistory(commit) {
  try {
    const shallow = execFileSync('git', ['rev-parse', '--is-shallow-repository'], { cwd: REPO, encoding: 'utf8' }).trim();
    if (shallow !== 'false') return null;
  } catch {
    return null;
  }
  try {
    execFileSync('git', ['merge-base', '--is-ancestor', commit, 'HEAD'], { cwd: REPO, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('bench changes log', () => {
  it('renders a table row per figure moved, the commit, change and command on an entry\'s first row only', () => {
    const lines = changesMarkdown([entry]);
    expect(lines[0]).to.equal(CHANGES_HEADING);
    const rows = lines.filter((line) => line.startsWith('| ') && !line.startsWith('| Commit') && !line.startsWith('| ---'));
    expect(rows).to.deep.equal([
      '| abc1234 (#16) | A cache \\| bounded higher | larch-x vs larch-x at parent | — | — | 1.04× | node bench/run.js --against ../parent --rows larch-x |',
      '|  |  | larch-y MB/s | 40 | 42 | — |  |',
    ]);
  });

  it('replaces the section where a RESULTS.md has one, keeps what follows, and adds it at the end otherwise', () => {
    const section = changesMarkdown([entry]).join('\n');
    expect(withChangesSection('# R\n\ntext\n', [entry])).to.equal(`# R\n\ntext\n\n${section}`);
    const middle = `# R\n\n${CHANGES_HEADING}\n\nold table\n\n## Later\n\nmore\n`;
    const replaced = withChangesSection(middle, [entry]);
    expect(replaced).to.equal(`# R\n\n${section}\n## Later\n\nmore\n`);
    expect(withChangesSection(replaced, [entry])).to.equal(replaced);
    const atEnd = withChangesSection(`# R\n\n${CHANGES_HEADING}\n\nold\n`, [entry]);
    expect(atEnd).to.equal(`# R\n\n${section}`);
  });

  it('logs only well-formed entries, each a commit on main\'s history with a figure before and after, or paired', function () {
    expect(CHANGES.length).to.be.above(0);
    for (const change of CHANGES) {
      expect(change.commit, JSON.stringify(change)).to.match(/^[0-9a-f]{7,40}$/);
      expect(change.change, change.commit).to.be.a('string').and.not.equal('');
      expect(change.moved, change.commit).to.be.an('array').that.is.not.empty;
      for (const figure of change.moved) {
        expect(figure.what, change.commit).to.be.a('string').and.not.equal('');
        const measured = figure.ratio != null || (figure.before != null && figure.after != null);
        expect(measured, `${change.commit}: ${figure.what} has neither a paired ratio nor both figures`).to.equal(true);
      }
    }
    const missing = CHANGES.filter((change) => onHistory(change.commit) === false).map((change) => change.commit);
    expect(missing, 'commits not on HEAD\'s history').to.deep.equal([]);
  });

  it('lists the changes in commit order', function () {
    if (onHistory('HEAD') === null) this.skip();
    const git = (...args) => execFileSync('git', args, { cwd: REPO, encoding: 'utf8' }).trim();
    const history = git('rev-list', '--reverse', 'HEAD').split('\n');
    const positions = CHANGES.map((change) => history.indexOf(git('rev-parse', change.commit)));
    expect(positions).to.deep.equal([...positions].sort((a, b) => a - b));
  });
});
