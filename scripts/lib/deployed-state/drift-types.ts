/** One difference between the repo (what a deploy would make) and the project; `detail` is one readable line. */
export interface DeployedDriftItem {
  area: 'rules' | 'indexes' | 'functions';
  subject: string;
  detail: string;
}

/** The items and informational notes of one area's comparison. */
export interface AreaDrift {
  items: DeployedDriftItem[];
  notes: string[];
}
