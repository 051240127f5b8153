import { createContext, useContext } from 'react';
import type { PlannerChange } from './planner-data.ts';

/**
 * Where a planner mutation hands its answer: the open planner applies it at once (its own event
 * follows and changes nothing more). Outside a planner (a dialog on its own) it goes nowhere.
 */
export const PlannerChangeContext = createContext<(change: PlannerChange) => void>(() => {});

export const usePlannerChange = () => useContext(PlannerChangeContext);
