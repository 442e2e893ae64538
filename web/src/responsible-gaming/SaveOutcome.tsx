import { Notice } from '../ui/Notice.tsx';

/** Props of {@link SaveOutcome}. */
export interface SaveOutcomeProps {
  /** What was saved, read out quietly; null before a save. */
  saved: string | null;
  /** Why the save failed, announced at once; null when it did not. */
  error: string | null;
}

/** What came of saving a responsible-gaming setting: the new setting, or why it was refused. */
export function SaveOutcome({ saved, error }: SaveOutcomeProps) {
  return (
    <>
      {saved ? (
        <Notice tone="success" role="status">
          <p>{saved}</p>
        </Notice>
      ) : null}
      {error ? (
        <Notice tone="danger" role="alert">
          <p>{error}</p>
        </Notice>
      ) : null}
    </>
  );
}
