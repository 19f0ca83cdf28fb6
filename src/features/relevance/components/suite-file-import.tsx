import { useState } from 'react';
import { importSuite } from '../model/suite-file';
import type { SuiteStore } from '../model/suite-store';
import { FileImportField } from './file-import-field';

const hint = 'A suite exported from this page or written by npm run relevance --write-run, with its runs.';

/**
 * Imports a whole suite file (model/suite-file.ts) with the runs it carries into this index's store; a suite of
 * the same id is replaced (decision 0186). A file of another version or another index is refused at the field.
 */
export function SuiteFileImport({
  store,
  indexId,
  onImported,
}: {
  store: SuiteStore;
  indexId: string;
  onImported: () => void;
}) {
  const [problem, setProblem] = useState<string | undefined>();
  const [report, setReport] = useState<string | null>(null);
  const importFile = async (file: File | undefined) => {
    if (!file) return;
    setReport(null);
    let text: string;
    try {
      text = await file.text();
    } catch {
      return setProblem(`${file.name} could not be read: choose the file again.`);
    }
    const read = importSuite(text);
    if (!read.ok) return setProblem(read.reason);
    const { suite, runs } = read.file;
    if (suite.indexId !== indexId)
      return setProblem(
        `This suite is for the index ${suite.indexId}: choose that index above, then import it; nothing was imported.`,
      );
    setProblem(undefined);
    await store.putSuite(suite);
    for (const run of runs) await store.putRun(run);
    setReport(`Imported ${suite.name} with ${runs.length === 1 ? '1 run' : `${runs.length} runs`}.`);
    onImported();
  };
  return (
    <FileImportField
      label="Import a suite file"
      description={hint}
      accept=".json"
      error={problem}
      report={report}
      onFile={(file) => void importFile(file)}
    />
  );
}
