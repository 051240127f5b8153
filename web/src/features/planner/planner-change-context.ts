import { createContext, useContext } from 'react';
import type { PlannerChange } from './planner-data.ts';

/**
 * Where a planner mutation hands its answer: the open planner writes it into the cache at once
 * (adding a split's new group to its list, and writing it again after a read on the way); its own
 * event follows and changes nothing more. Outside a planner (a dialog on its own) only Apollo's
 * own write of the answer's groups and lines holds.
 */
export const PlannerChangeContext = createContext<(change: PlannerChange) => void>(() => {});

export const usePlannerChange = () => useContext(PlannerChangeContext);
