import { advisorMessages, decodeReportBytes, refuseReport, type Part } from '@coreparts/shared';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useAdvise } from '@/features/upgrade/api/advise.ts';
import { AdvisorResult } from '@/features/upgrade/components/advisor-result.tsx';
import { maxReportKb, refuseReportFile, reportCommands } from '@/features/upgrade/lib/report-file.ts';

interface UpgradeAdvisorProps {
  /** Puts a suggested part in the cart (the route passes the cart's add). */
  addToCart: (part: Part) => Promise<boolean>;
}

/**
 * The upgrade advisor (issue 28): a pasted or loaded hardware report, read by the server, then what
 * it recognised and what in stock would upgrade the machine. The report lives in this component's
 * state only: reports hold serial numbers, so nothing keeps it (no storage, no address).
 */
export function UpgradeAdvisor({ addToCart }: UpgradeAdvisorProps) {
  const [report, setReport] = useState('');
  /** Why the loaded file or the report is refused in the page, before anything is sent. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const advise = useAdvise();
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const ids = { report: useId(), hint: useId(), file: useId() };

  // The answer's heading takes the focus, so a screen reader reads on from what was recognised.
  useEffect(() => {
    if (advise.data) resultHeading.current?.focus();
  }, [advise.data]);

  async function load(file: File | undefined) {
    if (!file) return;
    const fileRefusal = refuseReportFile(file);
    setRefusal(fileRefusal);
    if (fileRefusal) return;
    try {
      // Windows saves some reports as UTF-16: the bytes say which, not the browser's guess.
      setReport(decodeReportBytes(new Uint8Array(await file.arrayBuffer())));
    } catch {
      setRefusal(`${file.name} could not be read.`);
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void load(event.dataTransfer.files[0]);
  };

  const commands = reportCommands();
  const error = refusal ?? (advise.error ? advise.error.message : null);

  return (
    <div className="grid gap-8">
      <form
        className="card border border-base-300 bg-base-100 shadow-sm"
        aria-label="System report"
        onSubmit={(event) => {
          event.preventDefault();
          // The server's own rule (packages/shared), so what it would refuse is not sent.
          const reportRefusal = refuseReport(report);
          setRefusal(reportRefusal && advisorMessages[reportRefusal]);
          if (reportRefusal) advise.reset();
          else advise.mutate(report);
        }}
      >
        <div className="card-body gap-4 p-4 sm:p-6">
          <div id={ids.hint} className="text-sm">
            <p>Run one of these on the machine and paste what it prints:</p>
            <ul className="mt-2 flex flex-wrap gap-2" aria-label="Commands that make a report">
              {commands.map((command) => (
                <li key={command}>
                  <code className="rounded bg-base-200 px-2 py-1 break-all">{command}</code>
                </li>
              ))}
            </ul>
            <p className="mt-2 opacity-80">Reports hold serial numbers: this page does not keep yours, and the shop reads it and forgets it.</p>
          </div>
          <div className="grid gap-1">
            <label htmlFor={ids.report} className="font-medium">
              System report
            </label>
            <textarea
              id={ids.report}
              aria-describedby={ids.hint}
              className="textarea textarea-bordered h-56 w-full font-mono text-sm"
              value={report}
              spellCheck={false}
              autoComplete="off"
              onChange={(event) => setReport(event.target.value)}
            />
          </div>
          <div
            className={`rounded-box border-2 border-dashed p-4 transition-colors ${dragging ? 'border-primary bg-primary/5' : 'border-base-300'}`}
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
          >
            <label htmlFor={ids.file} className="mb-2 block font-medium">
              Or load it from a text file (up to {maxReportKb} KB), or drop the file here
            </label>
            <input
              id={ids.file}
              type="file"
              accept=".txt,.log,text/plain"
              className="file-input file-input-bordered w-full max-w-md"
              onChange={(event) => {
                void load(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </div>
          {error && (
            <p role="alert" className="alert alert-error">
              {error}
            </p>
          )}
          <div>
            <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={advise.isPending}>
              {advise.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
              Read my report
            </button>
          </div>
        </div>
      </form>
      {advise.data && !advise.isPending && <AdvisorResult answer={advise.data} headingRef={resultHeading} addToCart={addToCart} />}
    </div>
  );
}
