export interface EventSummary {
  id: string;
  name: string;
  format: string;
  bestOf: number;
  roundMinutes: number;
  rounds: number | null;
  scoring: { policy: 'dci2003' | 'playpokemon'; alternateScoring: boolean };
  status: 'registration' | 'running' | 'finished';
  createdAt: string;
}

export interface ApiError {
  code: string;
  message: string;
  section?: string;
  field?: string;
}
