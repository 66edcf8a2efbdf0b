import { messages, type ImportError, type ImportJob, type ImportResult } from '@coreparts/shared';
import { useId, useState } from 'react';
import { DataTable, RowNumber } from '@/components/ui/data-table.tsx';
import { useCheckCatalogFile, useImportJob, useStartCatalogImport } from '@/features/parts/api/import-catalog.ts';
import { ApiClientError } from '@/lib/api-client.ts';

const m = messages.catalogImport;

/**
 * Manage Product's import (issue 42, decision 093): the admin picks a CSV file, sees what it would
 * change or the table of what to fix (the dry run), and only then imports it, following its
 * progress as a background job.
 */
export function CatalogImportPanel() {
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const check = useCheckCatalogFile();
  const start = useStartCatalogImport();
  const job = useImportJob(start.data);
  const running = start.isPending || job.data?.state === 'running';
  const checked = check.data;
  const ready = checked !== undefined && checked.errors.length === 0 && checked.created + checked.updated > 0;

  const choose = (chosen: File | null) => {
    setFile(chosen);
    check.reset();
    start.reset();
  };

  return (
    <section aria-labelledby={`${fileId}-title`} className="mb-6 rounded-box border border-base-300 bg-base-100 p-4 shadow-sm">
      <h2 id={`${fileId}-title`} className="text-lg font-bold">
        {m.title}
      </h2>
      <p className="mt-1 text-sm opacity-75">{m.intro}</p>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <label className="form-control" htmlFor={fileId}>
          <span className="label-text mb-1 block text-sm">{m.chooseFile}</span>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            className="file-input file-input-bordered file-input-sm w-full max-w-xs"
            disabled={running}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          />
        </label>
        <button type="button" className="btn btn-outline btn-sm" disabled={!file || check.isPending || running} aria-busy={check.isPending} onClick={() => file && check.mutate(file)}>
          {check.isPending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
          {check.isPending ? m.checking : m.check}
        </button>
        <button type="button" className="btn btn-primary btn-sm" disabled={!ready || running || start.isSuccess} onClick={() => file && start.mutate(file)}>
          {m.importNow}
        </button>
      </div>
      <div aria-live="polite" className="mt-3 empty:hidden">
        {check.error && <Failure error={check.error} />}
        {start.error && <Failure error={start.error} />}
        {checked && !start.data && <Outcome result={checked} dryRun />}
        {job.data && <Progress job={job.data} />}
      </div>
    </section>
  );
}

function Failure({ error }: { error: Error | string }) {
  return (
    <div role="alert" className="alert alert-error alert-soft">
      {typeof error === 'string' ? error : error instanceof ApiClientError ? error.message : 'The file could not be sent. Please try again in a moment.'}
    </div>
  );
}

function Progress({ job }: { job: ImportJob }) {
  if (job.state === 'failed') return <Failure error={m.jobFailed} />;
  if (job.state === 'running' || !job.result) {
    return (
      <div>
        <p className="text-sm">{m.importing(job.done, job.total)}</p>
        <progress className="progress progress-primary mt-1 w-full" value={job.done} max={Math.max(job.total, 1)} aria-label={m.importing(job.done, job.total)} />
      </div>
    );
  }
  return <Outcome result={job.result} dryRun={false} />;
}

function Outcome({ result, dryRun }: { result: ImportResult; dryRun: boolean }) {
  const { created, updated, unchanged, errors } = result;
  if (errors.length === 0) {
    return (
      <div role="status" className={`alert alert-soft ${dryRun ? 'alert-info' : 'alert-success'}`}>
        {dryRun ? m.wouldChange(created, updated, unchanged) : m.changed(created, updated, unchanged)}
      </div>
    );
  }
  return (
    <div>
      <div role="alert" className="alert alert-error alert-soft mb-3">
        {m.refused(errors.length)}
      </div>
      <ErrorsTable errors={errors} />
    </div>
  );
}

function ErrorsTable({ errors }: { errors: ImportError[] }) {
  return (
    <DataTable
      head={
        <>
          <th scope="col">{m.rowHeading}</th>
          <th scope="col">{m.fieldHeading}</th>
          <th scope="col">{m.messageHeading}</th>
        </>
      }
    >
      {errors.map((error, i) => (
        <tr key={`${error.row}-${error.field}-${i}`}>
          <RowNumber value={i + 1} />
          <td>{error.row}</td>
          <td className="font-mono text-xs">{error.field ?? m.wholeRow}</td>
          <td>{error.message}</td>
        </tr>
      ))}
    </DataTable>
  );
}
